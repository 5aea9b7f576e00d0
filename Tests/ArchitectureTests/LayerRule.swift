/// The dependency rule of the design guide, as data: which modules each layer may import.
struct LayerRule {
    /// Project modules each source target may depend on or import.
    static let allowedProjectModules: [String: Set<String>] = [
        "AtomicCore": [],
        "AtomicLogger": ["AtomicCore"],
        "Networking": ["AtomicCore", "AtomicLogger", "CCurlLoader", "CEventPoll"],
        "NetworkingURLSession": ["AtomicCore", "Networking"],
        "CCurlLoader": [],
        "CCurl": [],
        "CEventPoll": [],
        "CSQLite": [],
        "Persistence": ["AtomicCore", "AtomicLogger", "CSQLite"],
        "LibPNG": [],
        "LibJPEG": [],
        "CPNG": ["LibPNG"],
        "CJPEG": ["LibJPEG"],
        "ImagePipeline": ["AtomicCore", "AtomicLogger", "Networking", "Persistence", "CPNG", "CJPEG"],
        "Domain": ["AtomicCore"],
        // simdjson, through its C shim, reads pages of users (decision 0011).
        "CSimdJSON": [],
        "CSimdJSONShim": ["CSimdJSON"],
        "Data": ["Domain", "Networking", "Persistence", "AtomicLogger", "AtomicCore", "CSimdJSONShim"],
        "DemoServer": ["Networking", "Data", "AtomicCore"],
        "Presentation": ["Domain", "AtomicCore", "AtomicLogger"],
        "TerminalUI": ["AtomicCore"],
        "AtomicCommandLine": ["AtomicCore", "TerminalUI"],
        "AtomicOutput": ["AtomicCore", "TerminalUI"],
        // The shell: the view models and the terminal, never the image loader (avatars come through a protocol).
        "AtomicShell": ["Presentation", "TerminalUI", "Domain", "AtomicCore", "AtomicLogger"],
        // The line shell: the view models as plain lines; TerminalUI for sanitising and width, never AtomicShell.
        "AtomicLineShell": ["Presentation", "TerminalUI", "Domain", "AtomicCore"],
        "CYAML": [],
        // The config file: libyaml and the shared vocabulary; the app gives it the checks of other layers' values.
        "AtomicConfig": ["AtomicCore", "CYAML"],
        "CJQ": [],
        // `--jq`: the only module that calls libjq; it knows nothing of the app, the output or the terminal.
        "AtomicJQ": ["CJQ"],
        "CChafaLoader": [],
        // Avatars through libchafa: the only module that calls it; pixels in, cells or an image protocol out.
        "AtomicChafa": ["AtomicCore", "TerminalUI", "CChafaLoader"],
        // libchafa and libsixel linked as usual, for tests only.
        "CChafa": [],
        "CSixel": [],
        "AtomicApp": [
            "AtomicCore", "AtomicLogger", "Networking", "NetworkingURLSession", "Persistence", "Domain", "Data",
            "DemoServer", "ImagePipeline",
            "Presentation", "TerminalUI", "AtomicCommandLine", "AtomicOutput", "AtomicShell", "AtomicLineShell",
            "AtomicConfig", "AtomicJQ", "AtomicChafa",
        ],
        "AtomicBench": [
            "AtomicCore", "AtomicLogger", "Networking", "NetworkingURLSession", "Persistence", "Domain", "Data",
            "DemoServer", "ImagePipeline",
            "Presentation", "TerminalUI", "CSQLite", "CCurl",
        ],
        "AtomicBenchFloor": ["CSQLite"],
        // The feature generator knows the project's layers only as text: it imports none of them.
        "FeatureGenerator": [],
        "atomic-generate-feature": ["FeatureGenerator"],
        // The command plugin runs the tool; it imports only PackagePlugin.
        "GenerateFeature": ["atomic-generate-feature"],
        "AtomicBenchFloorSwift": [],
    ]

    /// Toolchain modules each layer may import besides the project's own.
    static let allowedSystemModules: [String: Set<String>] = [
        "Domain": ["Foundation"],
        "Presentation": ["Foundation", "Observation"],
        "AtomicCore": ["Foundation"],
        // The shell observes the view models, and sends their changes to itself as actions.
        "AtomicShell": defaultSystemModules.union(["Observation"]),
        // FoundationNetworking loads libcurl into the process on Linux, so only the URLSession transport and
        // the benchmarks that measure it import it (decision 0008); tests may too.
        "NetworkingURLSession": defaultSystemModules.union(["FoundationNetworking"]),
        "AtomicBench": defaultSystemModules.union(["FoundationNetworking"]),
        "AtomicBenchFloorSwift": defaultSystemModules.union(["FoundationNetworking"]),
    ]

    /// Toolchain modules a layer not listed in `allowedSystemModules` may import.
    static let defaultSystemModules: Set<String> = [
        "Foundation", "Dispatch", "Glibc", "Darwin", "Musl",
    ]

    /// Every project module name, to tell project imports from toolchain imports.
    static var projectModules: Set<String> { Set(allowedProjectModules.keys) }

    /// Violations of the rule in a map of target name to its declared dependencies.
    static func manifestViolations(_ dependencies: [String: [String]]) -> [String] {
        dependencies.keys.sorted().flatMap { target -> [String] in
            guard let allowed = allowedProjectModules[target] else {
                return ["\(target) is a source target the layer rule does not know; add it to LayerRule"]
            }
            return dependencies[target, default: []].sorted()
                .filter { !allowed.contains($0) }
                .map { "\(target) depends on \($0), which the layer rule forbids" }
        }
    }

    /// Violations in the modules that one target's source files import.
    static func importViolations(target: String, imports: Set<String>) -> [String] {
        let allowedProject = allowedProjectModules[target] ?? []
        let allowedSystem = allowedSystemModules[target] ?? defaultSystemModules
        return imports.sorted().compactMap { module in
            if projectModules.contains(module) {
                return allowedProject.contains(module)
                    ? nil : "\(target) imports \(module), which the layer rule forbids"
            }
            return allowedSystem.contains(module) ? nil : "\(target) imports the toolchain module \(module)"
        }
    }
}
