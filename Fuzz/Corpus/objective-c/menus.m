#import <AppKit/AppKit.h>
@implementation Menus
+ (NSMenu *)viewMenu {
    NSMenu *menu = [[NSMenu alloc] initWithTitle:@"View"];
    NSMenuItem *zoom = [menu addItemWithTitle:NSLocalizedString(@"Zoom In", nil) action:@selector(zoomIn:) keyEquivalent:@"+"];
    [zoom setKeyEquivalentModifierMask:NSEventModifierFlagCommand | NSEventModifierFlagOption];
    [menu addItem:[[NSMenuItem alloc] initWithTitle:@"Next" action:@selector(next:) keyEquivalent:[NSString stringWithFormat:@"%C", NSRightArrowFunctionKey]]];
    return [@[[UIKeyCommand keyCommandWithInput:UIKeyInputEscape modifierFlags:0 action:@selector(close:)]] count] ? menu : nil;
}
@end
