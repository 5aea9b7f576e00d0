// swift-tools-version:6.2
import PackageDescription

// One target per layer; the dependency rule is checked by Tests/ArchitectureTests.
let package = Package(
    name: "AtomicArch",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "atomic", targets: ["AtomicApp"]),
        .executable(name: "atomic-bench", targets: ["AtomicBench"]),
        .executable(name: "atomic-bench-floor", targets: ["AtomicBenchFloor"]),
        .executable(name: "atomic-bench-floor-swift", targets: ["AtomicBenchFloorSwift"]),
        .library(name: "AtomicCore", targets: ["AtomicCore"]),
        .library(name: "AtomicLogger", targets: ["AtomicLogger"]),
        .library(name: "Networking", targets: ["Networking"]),
        .library(name: "NetworkingURLSession", targets: ["NetworkingURLSession"]),
        .library(name: "Persistence", targets: ["Persistence"]),
        .library(name: "Domain", targets: ["Domain"]),
        .library(name: "Data", targets: ["Data"]),
        .library(name: "DemoServer", targets: ["DemoServer"]),
        .library(name: "Presentation", targets: ["Presentation"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "ImagePipeline", targets: ["ImagePipeline"]),
        .library(name: "AtomicCommandLine", targets: ["AtomicCommandLine"]),
        .library(name: "AtomicOutput", targets: ["AtomicOutput"]),
        .library(name: "AtomicShell", targets: ["AtomicShell"]),
        .library(name: "AtomicLineShell", targets: ["AtomicLineShell"]),
        .library(name: "AtomicConfig", targets: ["AtomicConfig"]),
        .library(name: "AtomicJQ", targets: ["AtomicJQ"]),
        .library(name: "AtomicChafa", targets: ["AtomicChafa"]),
        .executable(name: "atomic-generate-feature", targets: ["atomic-generate-feature"]),
        .plugin(name: "GenerateFeature", targets: ["GenerateFeature"]),
    ],
    targets: [
        .target(name: "AtomicCore"),
        .target(name: "AtomicLogger", dependencies: ["AtomicCore"]),
        .target(
            name: "Networking",
            dependencies: [
                "AtomicCore", "AtomicLogger", .target(name: "CCurlLoader", condition: .when(platforms: [.linux])),
                .target(name: "CEventPoll", condition: .when(platforms: [.linux])),
            ]
        ),
        // libcurl for the Linux transport, loaded with dlopen on the first request (decision 0008); Apple
        // platforms use URLSession.
        .target(name: "CCurlLoader"),
        // epoll, timerfd and eventfd, on which the Linux transport's thread waits.
        .systemLibrary(name: "CEventPoll"),
        // The URLSession transport, apart because FoundationNetworking loads libcurl on Linux (decision 0008).
        .target(name: "NetworkingURLSession", dependencies: ["AtomicCore", "Networking"]),
        // libcurl linked as usual, only for the raw-libcurl floor of atomic-bench.
        .systemLibrary(
            name: "CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .target(name: "Persistence", dependencies: ["AtomicCore", "AtomicLogger", "CSQLite"]),
        // The system libpng and libjpeg-turbo (pkg-config finds them), and the C shims over them. The shims are C
        // targets, not system libraries, so that an edit of their shim.h recompiles the Swift code that uses it.
        .systemLibrary(
            name: "LibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        .target(name: "CPNG", dependencies: ["LibPNG"], publicHeadersPath: "."),
        .systemLibrary(
            name: "LibJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]
        ),
        .target(name: "CJPEG", dependencies: ["LibJPEG"], publicHeadersPath: "."),
        .target(
            name: "ImagePipeline",
            dependencies: ["AtomicCore", "AtomicLogger", "Networking", "Persistence", "CPNG", "CJPEG"]),
        .target(name: "Domain", dependencies: ["AtomicCore"]),
        // The system simdjson 3 (C++), found through pkg-config, and the C shim over its On-Demand parser that
        // reads pages of users (decision 0011). The shim's header is C, so Swift imports it without C++ interop.
        // Its pkg-config file's only flag besides -lsimdjson is a -D SwiftPM refuses from pkg-config (with a warning),
        // so the shim links `simdjson` by name (a module map's link reaches only Swift importers) and defines
        // SIMDJSON_THREADS_ENABLED as Debian's build of the library does.
        .systemLibrary(name: "CSimdJSON", providers: [.apt(["libsimdjson-dev"]), .brew(["simdjson"])]),
        .target(
            name: "CSimdJSONShim", dependencies: ["CSimdJSON"],
            cxxSettings: [.define("SIMDJSON_THREADS_ENABLED", to: "1")],
            linkerSettings: [.linkedLibrary("simdjson")]
        ),
        .target(
            name: "Data",
            dependencies: [
                "Domain", "Networking", "Persistence", "AtomicLogger",
                // Where simdjson is installed from a system package; elsewhere (iOS) pages go to JSONDecoder.
                .target(name: "CSimdJSONShim", condition: .when(platforms: [.linux, .macOS])),
            ]),
        // The deterministic demo dataset, served through the stub transport as the real APIs would serve it.
        .target(name: "DemoServer", dependencies: ["AtomicCore", "Networking", "Data"]),
        .target(name: "Presentation", dependencies: ["Domain", "AtomicCore", "AtomicLogger"]),
        .target(name: "TerminalUI", dependencies: ["AtomicCore"]),
        // The generic command-line machinery: declarations, parsing, help, completion scripts, the man page.
        .target(name: "AtomicCommandLine", dependencies: ["AtomicCore", "TerminalUI"]),
        // The output library: the streaming JSON writer, tables, styles and the console the commands write to.
        .target(name: "AtomicOutput", dependencies: ["AtomicCore", "TerminalUI"]),
        // The interactive shell: one state, changed only by actions, drawn by a pure frame (avatars through a protocol).
        .target(name: "AtomicShell", dependencies: ["Presentation", "TerminalUI", "Domain", "AtomicCore"]),
        // The accessible line shell: the same view models as plain lines and a prompt, read a line at a time
        // (TerminalUI only for sanitising and text width, never the full-screen shell).
        .target(name: "AtomicLineShell", dependencies: ["Presentation", "Domain", "AtomicCore", "TerminalUI"]),
        // The system libyaml, whose event parser reads the config file.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The config file: read bounded with libyaml, checked against its keys, edited in place.
        .target(name: "AtomicConfig", dependencies: ["AtomicCore", "CYAML"]),
        // The system libjq 1.6, which ships no pkg-config file: the module map links `jq` by name.
        .systemLibrary(name: "CJQ", providers: [.apt(["libjq-dev"])]),
        // `--jq`: a jq expression compiled and run by libjq, behind the guards against its aborts.
        .target(name: "AtomicJQ", dependencies: ["CJQ"]),
        // libchafa, loaded with dlopen on the first avatar (as libcurl is), and the pictures drawn with it:
        // symbols in cells, kitty and sixel sequences.
        .target(name: "CChafaLoader"),
        .target(name: "AtomicChafa", dependencies: ["AtomicCore", "TerminalUI", "CChafaLoader"]),
        .executableTarget(
            name: "AtomicApp",
            dependencies: [
                "AtomicCore", "AtomicLogger", "Networking", "Persistence", "Domain", "Data", "DemoServer",
                "Presentation", "ImagePipeline",
                "TerminalUI", "AtomicCommandLine", "AtomicOutput", "AtomicShell", "AtomicLineShell", "AtomicConfig",
                "AtomicJQ", "AtomicChafa",
                // On Linux `atomic` uses libcurl and must not link FoundationNetworking (decision 0008).
                .target(name: "NetworkingURLSession", condition: .when(platforms: [.macOS, .iOS])),
            ],
            // Release builds on Linux link the Swift runtime and Foundation into `atomic` (decision 0007). The flag
            // is given to the compile as well, so that these objects name the static libraries Foundation needs.
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]
        ),

        // The feature generator: its logic and templates (Foundation only), the tool over them, and the
        // `generate-feature` command plugin that runs the tool (a plugin cannot depend on a library).
        .target(name: "FeatureGenerator"),
        .executableTarget(
            name: "atomic-generate-feature", dependencies: ["FeatureGenerator"]),
        .plugin(
            name: "GenerateFeature",
            capability: .command(
                intent: .custom(
                    verb: "generate-feature",
                    description: "Write a new feature in every layer, with its tests (see docs/ADDING_A_FEATURE.md)"),
                permissions: [.writeToPackageDirectory(reason: "The generator writes the feature's files.")]),
            dependencies: ["atomic-generate-feature"]
        ),

        .executableTarget(
            name: "AtomicBench",
            dependencies: [
                "AtomicCore", "AtomicLogger", "Networking", "NetworkingURLSession", "Persistence", "Domain", "Data",
                "DemoServer", "ImagePipeline", "Presentation", "TerminalUI", "CSQLite",
                .target(name: "CCurl", condition: .when(platforms: [.linux])),
            ]
        ),
        // The floor programs atomic-bench compares whole processes with: raw sqlite3, nothing of ours; and a
        // Swift program that only links Foundation and FoundationNetworking.
        .executableTarget(name: "AtomicBenchFloor", dependencies: ["CSQLite"]),
        .executableTarget(name: "AtomicBenchFloorSwift"),

        // Test support: a loopback HTTP/1.1 server and helper processes for multi-process database, image cache and
        // credentials file tests.
        .target(name: "AtomicTestSupport", path: "Tests/AtomicTestSupport"),
        // Test support for drawn screens: snapshot files of cell buffers (apart, so AtomicTestSupport needs no layer).
        .target(name: "TerminalUITestSupport", dependencies: ["TerminalUI"], path: "Tests/TerminalUITestSupport"),
        .executableTarget(
            name: "atomic-db-worker",
            dependencies: ["Persistence"],
            path: "Tests/DatabaseWorker"
        ),
        .executableTarget(
            name: "atomic-image-cache-worker",
            dependencies: ["ImagePipeline"],
            path: "Tests/ImageCacheWorker"
        ),
        .executableTarget(
            name: "atomic-credentials-worker",
            dependencies: ["Data"],
            path: "Tests/CredentialsWorker"
        ),
        .executableTarget(
            name: "atomic-tty-probe",
            dependencies: ["TerminalUI"],
            path: "Tests/TTYProbe"
        ),

        .testTarget(name: "ArchitectureTests", dependencies: ["AtomicTestSupport"]),
        // Fixtures: recorded GitHub answers the generator reads with --from-response (in scripts/generator-proof.sh).
        .testTarget(name: "FeatureGeneratorTests", dependencies: ["FeatureGenerator"], exclude: ["Fixtures"]),
        .testTarget(name: "AtomicCoreTests", dependencies: ["AtomicCore"]),
        .testTarget(name: "AtomicConfigTests", dependencies: ["AtomicConfig"]),
        .testTarget(name: "AtomicJQTests", dependencies: ["AtomicJQ"]),
        // libchafa linked as usual and libsixel, only for the tests that check CChafaLoader's constants and decode
        // the sixel sequences.
        .systemLibrary(name: "CChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev", "libglib2.0-dev"])]),
        .systemLibrary(name: "CSixel", pkgConfig: "libsixel", providers: [.apt(["libsixel-dev"])]),
        .testTarget(name: "AtomicChafaTests", dependencies: ["AtomicChafa", "CChafa", "CSixel", "CChafaLoader"]),
        .testTarget(name: "AtomicCommandLineTests", dependencies: ["AtomicCommandLine", "AtomicTestSupport"]),
        .testTarget(name: "AtomicLoggerTests", dependencies: ["AtomicLogger"]),
        .testTarget(
            name: "NetworkingTests",
            dependencies: [
                "Networking", "NetworkingURLSession", "AtomicTestSupport",
                .target(name: "CCurlLoader", condition: .when(platforms: [.linux])),
            ]
        ),
        .testTarget(name: "PersistenceTests", dependencies: ["Persistence", "AtomicTestSupport", "atomic-db-worker"]),
        .testTarget(name: "DomainTests", dependencies: ["Domain"]),
        .testTarget(name: "PresentationTests", dependencies: ["Presentation", "AtomicTestSupport"]),
        .testTarget(
            name: "DataTests",
            dependencies: ["Data", "NetworkingURLSession", "AtomicTestSupport", "atomic-credentials-worker"]
        ),
        .testTarget(
            name: "DemoServerTests",
            dependencies: ["DemoServer", "Data", "Domain", "Networking", "Persistence", "AtomicCore"]
        ),
        .testTarget(
            name: "TerminalUITests",
            dependencies: [
                "TerminalUI", "AtomicCore", "AtomicTestSupport", "TerminalUITestSupport", "atomic-tty-probe",
            ],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "ImagePipelineTests",
            dependencies: [
                "ImagePipeline", "AtomicCore", "NetworkingURLSession", "Persistence", "CPNG", "CJPEG",
                "AtomicTestSupport", "atomic-image-cache-worker",
            ]
        ),
        // Every ```swift block of the DocC catalogues, compiled and run; only targets that the examples use.
        .testTarget(
            name: "DocumentationExamplesTests",
            dependencies: [
                "AtomicCore", "AtomicLogger", "Domain", "Presentation", "TerminalUI", "ImagePipeline", "Networking",
                "NetworkingURLSession", "AtomicOutput", "AtomicJQ",
            ]
        ),
        .testTarget(
            name: "AtomicOutputTests", dependencies: ["AtomicOutput", "AtomicCore", "TerminalUI", "AtomicTestSupport"]),
        .testTarget(
            name: "AtomicShellTests",
            dependencies: [
                "AtomicShell", "AtomicLineShell", "Presentation", "Domain", "TerminalUI", "TerminalUITestSupport",
                "AtomicCore",
            ],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "AtomicAppTests",
            dependencies: [
                "AtomicApp", "AtomicCommandLine", "AtomicOutput", "DemoServer", "ImagePipeline", "AtomicTestSupport",
            ]
        ),
    ]
)

// Release builds of every Swift target except the floor programs make the metadata of concrete generic types with
// the compiler's accessor functions rather than from mangled names, which the runtime would resolve at start-up
// with a search of every protocol conformance of the executable for each requirement (decision 0009). The floor
// programs stay built the default way; the C targets take no Swift settings. With tools version 6.2, products
// whose targets have unsafe flags can still be depended on by version.
let defaultBuildTargets: Set<String> = [
    "AtomicBenchFloor", "AtomicBenchFloorSwift", "CCurlLoader", "CPNG", "CJPEG", "CSimdJSONShim",
]
for target in package.targets
where (target.type == .regular || target.type == .executable) && !defaultBuildTargets.contains(target.name) {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .unsafeFlags(
                ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
                .when(configuration: .release))
        ]
}
