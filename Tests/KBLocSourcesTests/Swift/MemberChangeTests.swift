import KBLoc
import KBLocTestSupport
import Testing

@testable import KBLocSources

/// Code that changes an item another type builds as a stored property, through a property of
/// that type (`statusView.actionButton.keyEquivalent = "\u{1b}"`): the item is the property's,
/// with its kind's defaults, however many files apart.
struct MemberChangeTests {
  static let statusView = #"""
    final class ScanStatusView: NSView {
      let actionButton = NSButton(title: "Cancel", target: nil, action: nil)
    }
    """#

  static let controller = #"""
    final class ScanViewController: NSViewController {
      private let statusView = ScanStatusView()

      func scanning() {
        statusView.actionButton.keyEquivalent = "\u{1b}"
      }

      func other(_ view: OtherView) {
        view.closeButton.keyEquivalent = "w"
      }
    }
    """#

  @Test func aChangeThroughAPropertyOfAKnownTypeIsThePropertysItem() throws {
    let readings = try [
      SourceReader.read(Self.statusView, format: .swift, file: "ScanStatusView.swift"),
      SourceReader.read(Self.controller, format: .swift, file: "ScanViewController.swift"),
    ]
    #expect(
      readings[0].builtProperties == ["ScanStatusView.actionButton": BuiltProperty(kind: .button, title: "Cancel")])
    let scan = SourceScan(readings: readings, name: "App")
    // A button has no modifiers: Escape alone, as AppKit gives it.
    #expect(scan.readings[1].declared == ["Cancel: Esc at 5:45, entry 5:5"])
    // A base whose type the file does not name stays a note.
    #expect(
      scan.readings[1].notes == [
        "ScanViewController.swift:9:38: note: not read: the modifiers are set where 'view.closeButton' is built, which kbloc did not find"
      ])
  }

  /// Two types of one file with a property of one name: each is its own type's item, though the
  /// second has no initializer to read.
  @Test func propertiesOfOneNameInTwoTypesAreEachTheirTypes() throws {
    let text = #"""
      final class ScanStatusView: NSView {
        let actionButton = NSButton(title: "Cancel", target: nil, action: nil)
      }
      final class ExportView: NSView {
        let actionButton = NSButton(title: "Export", target: nil, action: nil)
      }
      final class EmptyView: NSView {
        var actionButton: NSButton?
      }
      """#
    let reading = try SourceReader.read(text, format: .swift, file: "Views.swift")
    #expect(
      reading.builtProperties == [
        "ScanStatusView.actionButton": BuiltProperty(kind: .button, title: "Cancel"),
        "ExportView.actionButton": BuiltProperty(kind: .button, title: "Export"),
      ])
  }
}
