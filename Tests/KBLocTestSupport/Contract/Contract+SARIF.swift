extension Contract {
  /// The SARIF 2.1.0 log `kbloc lint --format sarif` writes: the parts of the standard kbloc fills
  /// in, by name.
  public enum SARIF {
    /// The whole log.
    public struct Log: Decodable, Sendable {
      /// The URL of the SARIF schema.
      public let schema: String
      /// `2.1.0`.
      public let version: String
      /// One run: kbloc's.
      public let runs: [Run]

      enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
      }
    }

    /// One run of a tool.
    public struct Run: Decodable, Sendable {
      /// The tool and its rules.
      public let tool: Tool
      /// How columns are counted: `unicodeCodePoints`.
      public let columnKind: String
      /// One result per finding, in the order of the JSON report's findings.
      public let results: [Result]
    }

    /// The tool that ran.
    public struct Tool: Decodable, Sendable {
      /// kbloc itself.
      public let driver: Driver
    }

    /// The tool's name, version and rules.
    public struct Driver: Decodable, Sendable {
      /// `kbloc`.
      public let name: String
      /// kbloc's version.
      public let version: String
      /// Every lint rule, in the order kbloc lists them.
      public let rules: [Rule]
    }

    /// One lint rule.
    public struct Rule: Decodable, Sendable {
      /// The rule's id.
      public let id: String
      /// Its one-line summary.
      public let shortDescription: Message
      /// What it checks, in full.
      public let fullDescription: Message
      /// Where its documentation is.
      public let helpUri: String
      /// Its help text.
      public let help: Message
      /// Its default severity.
      public let defaultConfiguration: Configuration
    }

    /// A rule's default configuration.
    public struct Configuration: Decodable, Sendable {
      /// `error` or `warning`.
      public let level: String
    }

    /// A text.
    public struct Message: Decodable, Sendable {
      /// The text itself.
      public let text: String
    }

    /// One finding.
    public struct Result: Decodable, Sendable {
      /// The rule's id.
      public let ruleId: String
      /// The rule's index in the driver's `rules`.
      public let ruleIndex: Int
      /// `error` or `warning`.
      public let level: String
      /// What is wrong, and how to fix it.
      public let message: Message
      /// Where: one location.
      public let locations: [Location]
    }

    /// Where a finding is.
    public struct Location: Decodable, Sendable {
      /// The file and the place in it.
      public let physicalLocation: PhysicalLocation
    }

    /// A file and a place in it.
    public struct PhysicalLocation: Decodable, Sendable {
      /// The file.
      public let artifactLocation: ArtifactLocation
      /// The place.
      public let region: Region
    }

    /// A file.
    public struct ArtifactLocation: Decodable, Sendable {
      /// Its `file://` URI.
      public let uri: String
    }

    /// A place in a file.
    public struct Region: Decodable, Sendable {
      /// The line, from 1.
      public let startLine: Int
      /// The column, from 1, in Unicode scalars.
      public let startColumn: Int
    }
  }
}
