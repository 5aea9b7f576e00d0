import DataDTO
import Domain
import Foundation

/// libFuzzer entry point: decodes the input as every DTO the app reads (single values and arrays), maps what
/// decodes to domain entities, and encodes it again. Arbitrary bytes must give a value or a `DecodingError`,
/// never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDTODecoding(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    let decoder = JSONDecoder()
    let encoder = JSONEncoder()
    if let users = try? decoder.decode([GitHubUserDTO].self, from: data) {
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
