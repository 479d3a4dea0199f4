#import <Cocoa/Cocoa.h>
#import <Carbon/Carbon.h>

@implementation BrowserView
- (void)keyDown:(NSEvent *)event {
  unichar keyChar = [[event charactersIgnoringModifiers] characterAtIndex:0];
  NSUInteger flags = [event modifierFlags] & NSEventModifierFlagDeviceIndependentFlagsMask;
  switch (keyChar) {
    case 'h':
    case 'H':
      [self goHome:self];
      break;
    case NSLeftArrowFunctionKey:
      if (flags & NSEventModifierFlagOption) { [self goBack:self]; } else { [self previous:self]; }
      break;
    default:
      if ([event keyCode] == kVK_ANSI_W && (flags & NSEventModifierFlagCommand)) { [self closeTab:self]; return; }
      [super keyDown:event];
  }
}

- (BOOL)performKeyEquivalent:(NSEvent *)event {
  if ([[event charactersIgnoringModifiers] isEqualToString:@"r"] && ([event modifierFlags] & NSEventModifierFlagCommand)) {
    [self reload:self];
    return YES;
  }
  return [super performKeyEquivalent:event];
}

- (void)registerHotKey {
  EventHotKeyRef ref;
  EventHotKeyID hotKeyID = { 'KBLC', 1 };
  RegisterEventHotKey(kVK_ANSI_V, cmdKey | shiftKey | optionKey, hotKeyID, GetApplicationEventTarget(), 0, &ref);
}
@end
