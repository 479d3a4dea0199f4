// The C side of kbloc's libxkbcommon boundary.
//
// Swift calls libxkbcommon and libxkbregistry directly; this header only adds what Swift cannot
// write itself: log callbacks take a C `va_list`, which a Swift closure cannot format portably.
// Each helper is prefixed `kbloc_` and says why it exists.
#ifndef KBLOC_CXKBCOMMON_SHIM_H
#define KBLOC_CXKBCOMMON_SHIM_H

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbregistry.h>

/// A fixed buffer that collects log lines; libxkbcommon's messages end up in error reports.
typedef struct kbloc_log_buffer {
  char text[4000];
  size_t length;
  /// The last "Compiling from KcCGST: …" line, while `kbloc_xkb_context_log_components` is on.
  char components[1024];
  size_t componentsLength;
} kbloc_log_buffer;

/// Appends one formatted message to a buffer, dropping what does not fit.
/// Exists because formatting a `va_list` needs `vsnprintf`, which Swift cannot call.
static inline void kbloc_log_buffer_append(kbloc_log_buffer *buffer, const char *format,
                                           va_list args) {
  if (buffer == NULL || buffer->length + 1 >= sizeof(buffer->text)) return;
  size_t room = sizeof(buffer->text) - buffer->length;
  int written = vsnprintf(buffer->text + buffer->length, room, format, args);
  if (written < 0) return;
  buffer->length += ((size_t)written < room) ? (size_t)written : room - 1;
}

static inline void kbloc_xkb_log(struct xkb_context *context, enum xkb_log_level level,
                                 const char *format, va_list args) {
  (void)level;
  kbloc_log_buffer_append((kbloc_log_buffer *)xkb_context_get_user_data(context), format, args);
}

/// The start of the debug message in which libxkbcommon names the components it resolved RMLVO
/// names to, before it compiles them (`text_v1_keymap_new_from_names`).
#define KBLOC_COMPONENTS_MESSAGE "Compiling from KcCGST: "

static inline void kbloc_xkb_log_components(struct xkb_context *context, enum xkb_log_level level,
                                            const char *format, va_list args) {
  kbloc_log_buffer *buffer = (kbloc_log_buffer *)xkb_context_get_user_data(context);
  if (buffer == NULL) return;
  if (strncmp(format, KBLOC_COMPONENTS_MESSAGE, sizeof(KBLOC_COMPONENTS_MESSAGE) - 1) == 0) {
    int written = vsnprintf(buffer->components, sizeof(buffer->components), format, args);
    buffer->componentsLength =
        written < 0 ? 0
                    : ((size_t)written < sizeof(buffer->components) ? (size_t)written
                                                                   : sizeof(buffer->components) - 1);
  } else if (level <= XKB_LOG_LEVEL_ERROR) {
    kbloc_log_buffer_append(buffer, format, args);
  }
}

/// Turns on or off the capture of the components libxkbcommon resolves names to (into the
/// buffer's `components`), besides its errors: the debug level is needed for that one message.
/// Exists because `xkb_context_set_log_fn` takes a `va_list` callback.
static inline void kbloc_xkb_context_log_components(struct xkb_context *context, int enabled) {
  xkb_context_set_log_fn(context, enabled ? kbloc_xkb_log_components : kbloc_xkb_log);
  xkb_context_set_log_level(context, enabled ? XKB_LOG_LEVEL_DEBUG : XKB_LOG_LEVEL_ERROR);
}

static inline void kbloc_rxkb_log(struct rxkb_context *context, enum rxkb_log_level level,
                                  const char *format, va_list args) {
  (void)level;
  kbloc_log_buffer_append((kbloc_log_buffer *)rxkb_context_get_user_data(context), format, args);
}

/// Sends an xkb_context's log messages (warnings and errors) into `buffer` instead of stderr.
/// Exists because `xkb_context_set_log_fn` takes a `va_list` callback.
static inline void kbloc_xkb_context_capture_log(struct xkb_context *context,
                                                 kbloc_log_buffer *buffer) {
  xkb_context_set_user_data(context, buffer);
  xkb_context_set_log_fn(context, kbloc_xkb_log);
  xkb_context_set_log_level(context, XKB_LOG_LEVEL_ERROR);
}

/// Sends an rxkb_context's log messages into `buffer` instead of stderr.
/// Exists because `rxkb_context_set_log_fn` takes a `va_list` callback.
static inline void kbloc_rxkb_context_capture_log(struct rxkb_context *context,
                                                  kbloc_log_buffer *buffer) {
  rxkb_context_set_user_data(context, buffer);
  rxkb_context_set_log_fn(context, kbloc_rxkb_log);
  rxkb_context_set_log_level(context, RXKB_LOG_LEVEL_ERROR);
}

#endif
