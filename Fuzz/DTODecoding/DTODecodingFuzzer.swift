import DataDTO
import Domain
import Foundation

/// libFuzzer entry point: decodes the input as every DTO the app reads (single values and arrays), maps what
/// decodes to domain entities, and encodes it again. Arbitrary bytes must give a value or a `DecodingError`,
/// never a trap.
///
/// A page of users is read the way the app reads it, with `GitHubUserDTO.users(fromJSON:)` over the simdjson shim
/// (CSimdJSONShim, compiled with AddressSanitizer by scripts/fuzz.sh), and checked against
/// `JSONDecoder`: whenever the fast reader answers, `JSONDecoder` must decode the same bytes to the same users,
/// byte for byte in every string (the run traps otherwise, which libFuzzer reports as a crash).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDTODecoding(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    let decoder = JSONDecoder()
    let encoder = JSONEncoder()
    let reference = try? decoder.decode([GitHubUserDTO].self, from: data)
    if let fast = GitHubUserDTO.users(fromJSON: data) {
        guard let reference, sameUsers(fast, reference) else {
            fatalError(
                "the fast reader answered \(fast.count) users where JSONDecoder gave \(String(describing: reference))")
        }
    }
    if let users = reference {
        _ = users.map { $0.toDomain() }
        _ = try? encoder.encode(users)
    }
    if let user = try? decoder.decode(GitHubUserDetailDTO.self, from: data) {
        _ = user.toDomain()
        _ = try? encoder.encode(user)
    }
    if let posts = try? decoder.decode([PostDTO].self, from: data) {
        _ = posts.map { $0.toDomain() }
    }
    if let authors = try? decoder.decode([PostAuthorDTO].self, from: data) {
        _ = authors.map { $0.toDomain() }
    }
    if let comments = try? decoder.decode([CommentDTO].self, from: data) {
        _ = comments.map { $0.toDomain() }
    }
    return 0
}

/// Whether `left` and `right` are the same users, comparing strings by their UTF-8 bytes (not by `==`, which
/// takes canonically equivalent strings as equal).
private func sameUsers(_ left: [GitHubUserDTO], _ right: [GitHubUserDTO]) -> Bool {
    guard left == right else { return false }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return (try? encoder.encode(left)) == (try? encoder.encode(right))
}
