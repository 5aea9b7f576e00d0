// A helper process for the credentials file tests.
//
//   atomic-credentials-worker read <file>
//       Reads the file and prints "hosts <count>", then one host key per line, sorted.
//   atomic-credentials-worker set <file> <host> <token>
//       Stores <token> for <host> (API https://<host>/api/v3) with CredentialsFile.update and prints "set".
//   atomic-credentials-worker add <file> <prefix> <count>
//       Runs <count> updates, the i-th adding the host <prefix>-<i>.example.com, and prints "added <count>".
//
// The tests run it as a second process updating the same file, and inside a private mount namespace whose
// folder is read-only. A CredentialsError prints "atomic-credentials-worker: <message>" on standard error and
// exits 1; bad usage exits 2.

import Data
import Foundation

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("atomic-credentials-worker: \(message)\n".utf8))
    exit(status)
}

func say(_ line: String) {
    FileHandle.standardOutput.write(Data("\(line)\n".utf8))
}

func credential(host: String, token: String) -> StoredCredential {
    StoredCredential(token: token, apiURL: "https://\(host)/api/v3")
}

let usage = "usage: atomic-credentials-worker read <file> | set <file> <host> <token> | add <file> <prefix> <count>"

/// Runs the command `arguments` names.
func run(_ arguments: [String]) throws(CredentialsError) {
    guard arguments.count >= 2 else { fail(usage, status: 2) }
    let file = CredentialsFile(url: URL(fileURLWithPath: arguments[1]))
    switch arguments[0] {
    case "read" where arguments.count == 2:
        let hosts = try file.read()
        say("hosts \(hosts.count)")
        hosts.keys.sorted().forEach(say)
    case "set" where arguments.count == 4:
        let (host, token) = (arguments[2], arguments[3])
        try file.update { (hosts: inout [String: StoredCredential]) throws(CredentialsError) in
            hosts[host] = credential(host: host, token: token)
        }
        say("set")
    case "add" where arguments.count == 4:
        guard let count = Int(arguments[3]), count >= 0 else { fail(usage, status: 2) }
        let prefix = arguments[2]
        for index in 0..<count {
            let host = "\(prefix)-\(index).example.com"
            try file.update { (hosts: inout [String: StoredCredential]) throws(CredentialsError) in
                hosts[host] = credential(host: host, token: "token-\(prefix)-\(index)")
            }
        }
        say("added \(count)")
    default:
        fail(usage, status: 2)
    }
}

do {
    try run(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail(error.message, status: 1)
}
