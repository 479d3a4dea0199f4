@interface Controller : NSObject {
    IBOutlet NSMenuItem *forwardItem, *backItem;
}
@property (nonatomic, weak) IBOutlet NSButton *okButton;
@end

@implementation Controller
- (void)awakeFromNib {
    [forwardItem setKeyEquivalentModifierMask:[forwardItem keyEquivalentModifierMask] | NSEventModifierFlagShift];
    forwardItem.keyEquivalent = @"]";
    self.okButton.keyEquivalent = @"\r";
    [self.okButton setKeyEquivalentModifierMask:NSEventModifierFlagCommand];
    NSAlert *alert = [NSAlert new];
    [alert addButtonWithTitle:NSLocalizedString(@"Delete", @"")];
    [[alert buttons][0] setKeyEquivalent:@"\b"];
    for (NSMenuItem *item in [[NSApp mainMenu] itemArray]) { item.keyEquivalentModifierMask &= ~NSEventModifierFlagOption; }
    dispatch_async(dispatch_get_main_queue(), ^{ [self.menu insertItemWithTitle:@"Later" action:@selector(later:) keyEquivalent:@"L" atIndex:0]; });
}
@end
