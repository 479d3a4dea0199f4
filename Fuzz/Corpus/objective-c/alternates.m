@implementation WindowMenu
- (void)build:(NSMenu *)menu {
    [menu addItemWithTitle:@"Close" action:@selector(performClose:) keyEquivalent:@"w"];
    NSMenuItem *all = [menu addItemWithTitle:@"Close All" action:@selector(closeAll:) keyEquivalent:@"w"];
    [all setKeyEquivalentModifierMask:NSEventModifierFlagCommand | NSEventModifierFlagOption];
    [all setAlternate:YES];
    all.alternate = flag;
    (flag ? all : other).alternate = YES;
}
@end
