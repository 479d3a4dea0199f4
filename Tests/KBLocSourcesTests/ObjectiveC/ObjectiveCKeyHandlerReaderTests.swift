import KBLoc
import KBLocSources
import Testing

/// Objective-C key handlers — `keyDown:`, `performKeyEquivalent:`, any method given an
/// `NSEvent *` that tests its key, and local event monitors' blocks — read from a fixture written
/// after AppKit's documentation.
struct ObjectiveCKeyHandlerReaderTests {
  static let browser = #"""
    #import <Cocoa/Cocoa.h>
    #import <Carbon/Carbon.h>

    #define kReturnKeyCode 36

    @interface BrowserView : NSView
    @end

    @implementation BrowserView
    - (void)keyDown:(NSEvent *)event
    {
        unichar keyChar = [[event charactersIgnoringModifiers] characterAtIndex:0];
        NSEventModifierFlags flags = [event modifierFlags];
        switch (keyChar) {
            case NSLeftArrowFunctionKey:
                if (flags & NSEventModifierFlagCommand) {
                    [self goToStart:self];
                } else {
                    [self goBack:self];
                }
                return;
            case 'r':
            case 'R':
                [self reload:self];
                return;
            case NSEnterCharacter:
            case NSCarriageReturnCharacter:
                [self openSelection:self];
                return;
        }
        if ([event keyCode] == kVK_Escape) {
            [self.window makeFirstResponder:nil];
            return;
        }
        if ([event keyCode] == kReturnKeyCode && (flags & NSEventModifierFlagOption)) {
            [self openInBackground:self];
            return;
        }
        [super keyDown:event];
    }

    - (BOOL)performKeyEquivalent:(NSEvent *)event
    {
        if ((([event modifierFlags] & NSEventModifierFlagDeviceIndependentFlagsMask) == NSEventModifierFlagCommand)
            && [[event charactersIgnoringModifiers] isEqualToString:@"l"]) {
            [self focusLocationField:self];
            return YES;
        }
        return [super performKeyEquivalent:event];
    }

    - (BOOL)canHandleEvent:(NSEvent *)event
    {
        unichar c = [[event characters] characterAtIndex:0];
        if (c == 'x' || c == 'X') return YES;
        return NO;
    }
    @end

    @implementation InspectorWindowController
    - (void)windowDidLoad
    {
        monitor = [NSEvent addLocalMonitorForEventsMatchingMask:NSEventMaskKeyDown handler:^NSEvent *(NSEvent *event) {
            if (event.keyCode == 0x35 && !(event.modifierFlags & NSEventModifierFlagShift)) {
                [self close];
                return nil;
            }
            return event;
        }];
    }

    - (void)mouseDown:(NSEvent *)event
    {
        if ([event modifierFlags] & NSEventModifierFlagControl) {
            [self showMenu:event];
        }
    }
    @end
    """#

  @Test func handlersDeclareEachKeyTheyActOn() throws {
    let reading = try SourceReader.read(Self.browser, format: .objectiveC, file: "BrowserView.m")
    let found = reading.definitions.map { definition in
      "\(definition.keys) '\(definition.title ?? "")' \(definition.scope?.element?.rawValue ?? "-") \(definition.scope?.context.description ?? "-")"
    }
    #expect(
      found == [
        "Command-Left Arrow 'Go To Start' key-handler view 'BrowserView'",
        "Left Arrow 'Go Back' key-handler view 'BrowserView'",
        "R 'Reload' key-handler view 'BrowserView'",
        "Shift-R 'Reload' key-handler view 'BrowserView'",
        "code:NumpadEnter 'Open Selection' key-handler view 'BrowserView'",
        "Return 'Open Selection' key-handler view 'BrowserView'",
        "code:Escape 'Make First Responder' key-handler view 'BrowserView'",
        "Option-code:Enter 'Open In Background' key-handler view 'BrowserView'",
        "Command-L 'Focus Location Field' key-equivalent-handler view 'BrowserView'",
        "code:Escape 'Close' event-monitor window 'InspectorWindowController'",
      ])
    #expect(reading.definitions[6].keyCode == KeyCode(.mac, 0x35))
    #expect(reading.definitions[7].keyCode == KeyCode(.mac, 0x24))
    #expect(reading.definitions[4].keyCode == nil)
    #expect(reading.definitions[2].position == SourcePosition(line: 22, column: 14))
    #expect(reading.notes.isEmpty)
  }
}
