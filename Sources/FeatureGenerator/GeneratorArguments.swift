/// The generator's command line, parsed: `generate-feature NAME [--kind list|detail] [--endpoint 'GET /path']
/// [--pagination page|since] [--entity TYPE] [--command 'WORDS'] [--from-response FILE]... [--key C] [--dry-run]`.
public struct GeneratorArguments: Hashable, Sendable {
    /// The feature's name.
    public var name: String
    /// `--kind`, `list` by default.
    public var kind: FeatureSpec.Kind = .list
    /// `--endpoint`; without it `GET /` and the name in kebab case.
    public var endpoint: String?
    /// `--pagination` of a list.
    public var pagination: FeatureSpec.Pagination?
    /// `--entity`, the entity's type name.
    public var entity: String?
    /// `--command`, one or two words.
    public var command: [String]?
    /// Every `--from-response` file, in order.
    public var samples: [String] = []
    /// `--items MEMBER`: the member of a list's answer object that holds the resources.
    public var itemsMember: String?
    /// `--key C`: the key that opens a profile's screen of the feature.
    public var relatedKey: Character?
    /// `--dry-run`: print the plan, write nothing.
    public var isDryRun = false
    /// `--swift-format PATH`: the formatter the output is run through (the plugin passes the toolchain's).
    public var swiftFormat: String?
    /// `--help`.
    public var wantsHelp = false

    /// The usage text `--help` prints.
    public static let usage = """
        USAGE: swift package --allow-writing-to-package-directory generate-feature NAME [options]

        Writes a feature NAME (an upper-camel-case Swift name, such as UserGists) in every layer, with its tests, \
        and adds it to the feature list and the README's command table. Nothing is overwritten.

        OPTIONS:
          --kind list|detail         a paged list (default) or one resource
          --endpoint 'GET /PATH'     the request; {parameters} in the path become typed arguments
                                     (default: 'GET /' and NAME in kebab case)
          --pagination page|since    how a list pages: ?page= through the Link header (default), or ?since=ID
          --entity TYPE              the entity's name (default: NAME in the singular for a list, NAME for a detail)
          --command 'WORDS'          the command's one or two words (default: NAME in kebab case)
          --from-response FILE.json  a recorded answer to infer fields from, and the demo data and fixture;
                                     may be given several times (a field missing or null in any is optional)
          --items MEMBER             a list whose answer is an object: MEMBER holds the resources, the other
                                     scalar members (total_count, incomplete_results) belong to the page
          --key C                    the key that opens the screen from a profile, for a list or detail of
                                     /users/{login}/... (default: a letter of its name no other key takes)
          --dry-run                  print the files it would write and edit, and write nothing
          -h, --help                 show this help
        """

    /// Parses `arguments` (without the program's name).
    ///
    /// - Throws: ``GeneratorError/invalidOption(_:)`` for an unknown option, a missing value or a second name.
    public init(parsing arguments: [String]) throws(GeneratorError) {
        var name: String?
        var index = 0
        func value(of option: String) throws(GeneratorError) -> String {
            index += 1
            guard index < arguments.count else { throw .invalidOption("\(option) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--kind":
                let text = try value(of: argument)
                guard let kind = FeatureSpec.Kind(rawValue: text) else {
                    throw .invalidOption("--kind takes list or detail, not '\(text)'")
                }
                self.kind = kind
            case "--pagination":
                let text = try value(of: argument)
                guard let pagination = FeatureSpec.Pagination(rawValue: text) else {
                    throw .invalidOption("--pagination takes page or since, not '\(text)'")
                }
                self.pagination = pagination
            case "--endpoint": endpoint = try value(of: argument)
            case "--entity": entity = try value(of: argument)
            case "--command": command = try value(of: argument).split(separator: " ").map(String.init)
            case "--from-response": samples.append(try value(of: argument))
            case "--swift-format": swiftFormat = try value(of: argument)
            case "--items": itemsMember = try value(of: argument)
            case "--key":
                let text = try value(of: argument)
                guard text.count == 1, let key = text.first, key.isASCII, key.isLetter || key.isNumber else {
                    throw .invalidOption("--key takes one letter or digit, not '\(text)'")
                }
                relatedKey = key
            case "--dry-run": isDryRun = true
            case "-h", "--help": wantsHelp = true
            default:
                guard !argument.hasPrefix("-") else { throw .invalidOption("unknown option '\(argument)'; see --help") }
                guard name == nil else { throw .invalidOption("one feature at a time: '\(argument)' is a second name") }
                name = argument
            }
            index += 1
        }
        guard let name = name ?? (wantsHelp ? "" : nil) else {
            throw .invalidOption("name the feature: generate-feature NAME (see --help)")
        }
        self.name = name
    }
}
