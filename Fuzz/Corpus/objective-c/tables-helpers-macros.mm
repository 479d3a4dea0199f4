#define INFO_MASK (NSCommandKeyMask | NSShiftKeyMask)
#define INFO_TITLE [AILocalizedString(@"Get Info", nil) stringByAppendingEllipsis]

@implementation NSMenu (Additions)
- (NSMenuItem *)addItemWithTitle:(NSString *)title target:(id)target action:(SEL)action keyEquivalent:(NSString *)key {
    NSMenuItem *item = [[NSMenuItem alloc] initWithTitle:title action:action keyEquivalent:key];
    [self addItem:item];
    return item;
}
@end

NSMenuItem *MakeItem(NSString *title, NSString *key) {
    return [[NSMenuItem alloc] initWithTitle:title action:NULL keyEquivalent:key];
}

@implementation AppController
- (void)build {
    MBMenu const items = {
        { @"Save", @selector(saveDocument:), @"s" },
        { @"Bookmark", @selector(bookmark:), .modifierFlags = 0, .key = NSF2FunctionKey },
        { @"View", .submenu = { { @"Zoom", @selector(zoom:), @"z", .modifierFlags = NSEventModifierFlagOption } } },
    };
    NSMenuItem *info = [menu addItemWithTitle:INFO_TITLE target:self action:@selector(info:) keyEquivalent:@"i"];
    [info setKeyEquivalentModifierMask:INFO_MASK];
    MakeItem(@"Made", @"m");
}
- (BOOL)validateMenuItem:(NSMenuItem *)item {
    if ([item action] == @selector(zoom:)) { [item setKeyEquivalent:@"Z"]; }
    return YES;
}
@end
