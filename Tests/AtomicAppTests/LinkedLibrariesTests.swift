#if os(Linux)
    import AtomicTestSupport
    import Foundation
    import Testing

    /// What the built `atomic` executable asks the dynamic loader for when it starts.
    @Suite("linked libraries")
    struct LinkedLibrariesTests {
        /// libcurl and FoundationNetworking (which links libcurl) would load ~29 libraries into every run, most of
        /// the start-up work; libcurl is opened on the first request instead (decision 0008).
        @Test("atomic does not link libcurl or FoundationNetworking")
        func noLibcurlAtStartUp() async throws {
            let needed = try await Self.neededLibraries(of: AtomicBinary.executableURL())
            #expect(!needed.isEmpty, "readelf listed no NEEDED entry at all; libc at least is expected")
            #expect(needed.contains { $0.hasPrefix("libc.so") })
            #expect(needed.filter { $0.hasPrefix("libcurl") || $0.hasPrefix("libFoundationNetworking") } == [])
        }

        /// libchafa and GLib are opened on the first avatar drawn, so a run that draws none never loads them.
        @Test("atomic does not link libchafa or GLib")
        func noLibchafaAtStartUp() async throws {
            let needed = try await Self.neededLibraries(of: AtomicBinary.executableURL())
            #expect(needed.contains { $0.hasPrefix("libc.so") })
            #expect(needed.filter { $0.hasPrefix("libchafa") || $0.hasPrefix("libglib") } == [])
        }

        /// Every library `atomic` links besides the Swift runtime and Foundation (dynamic in debug builds, static in
        /// release ones, decision 0007): the C libraries of its features, simdjson for pages of users with the C++
        /// runtime its shim needs (decision 0011), and the C library's parts (`libresolv` among them, which the
        /// thread sanitizer's runtime links into a `swift test --sanitize=thread` build).
        static let mayLink: Set<String> = [
            "libsqlite3", "libpng16", "libjpeg", "libjq", "libyaml-0", "libsimdjson", "libstdc++", "libgcc_s",
            "libc", "libm", "libdl", "libpthread", "librt", "libutil", "libresolv", "ld-linux-x86-64",
            "ld-linux-aarch64",
        ]

        /// A new library loaded at every start is a choice for a decision record, not a side effect of a dependency.
        @Test("atomic links only the libraries it is known to need, simdjson and libstdc++ among them")
        func onlyKnownLibraries() async throws {
            let needed = try await Self.neededLibraries(of: AtomicBinary.executableURL())
            let runtime = ["libswift", "libFoundation", "lib_Foundation", "libdispatch", "libBlocksRuntime"]
            let names = needed.filter { entry in !runtime.contains { entry.hasPrefix($0) } }
                .map { entry in entry.range(of: ".so").map { String(entry[..<$0.lowerBound]) } ?? entry }
            #expect(Set(names).subtracting(Self.mayLink).isEmpty, "unexpected libraries: \(needed)")
            #expect(names.contains("libsimdjson"), "atomic reads pages of users with simdjson: \(needed)")
            #expect(names.contains("libstdc++"), "the simdjson shim is C++: \(needed)")
        }

        /// The `NEEDED` entries of the ELF file at `url`, read with `readelf -d`.
        static func neededLibraries(of url: URL) async throws -> [String] {
            let process = ChildProcess()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["readelf", "-d", url.path]
            let outcome = try await process.runUntilExit()
            #expect(outcome.status == 0, "readelf -d \(url.path) failed: \(outcome.errorOutput)")
            // Lines read `0x0000000000000001 (NEEDED)  Shared library: [libc.so.6]`.
            return outcome.output.split(separator: "\n")
                .filter { $0.contains("(NEEDED)") }
                .compactMap { line in
                    guard let open = line.lastIndex(of: "["), let close = line.lastIndex(of: "]"), open < close
                    else { return nil }
                    return String(line[line.index(after: open)..<close])
                }
        }
    }
#endif
