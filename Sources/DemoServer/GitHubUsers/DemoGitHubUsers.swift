import Data

/// The GitHub users of a ``DemoDataset``, in increasing id order, each made when it is read.
///
/// Reading a user makes that one profile from the seed, its position and the count, and nothing else, so a page,
/// a profile or an avatar costs what it shows however many users there are; nothing is kept, and reading the same
/// position twice makes the same profile twice. The user at a position is the same on every platform for a seed
/// and a count.
///
/// - Ids increase with gaps of 2 to 30: the user at position `p` has an id from `16p + 1` to `16p + 15`
///   (``id(at:)`` computes it without making the profile).
/// - Every login is a valid GitHub login that ends with its user's position in decimal, except those of the three
///   hostile profiles at positions 7, 11 and 13 (`mallory-escapes`, `family-account`, `reversed-text`), which end
///   with a letter; so no two logins are alike, even without regard to case, and ``firstIndex(ofLogin:)`` reads
///   the position from the login and makes one profile to confirm it.
public struct DemoGitHubUsers: RandomAccessCollection, Sendable, Equatable {
    /// The seed the users are made from.
    public let seed: UInt64

    /// The position of the first user: 0.
    public var startIndex: Int { 0 }
    /// The number of users, one past the last position.
    public let endIndex: Int

    /// The `count` users made from `seed` (a negative count gives none).
    init(seed: UInt64, count: Int) {
        self.seed = seed
        endIndex = Swift.max(count, 0)
    }

    /// The full profile of the user at `position`, made now; `position` must be in `0..<count`.
    public subscript(position: Int) -> GitHubUserDetailDTO {
        precondition(indices.contains(position), "demo user position \(position) is outside 0..<\(endIndex)")
        return DemoGitHubUserGenerator.user(seed: seed, index: position, count: endIndex)
    }

    /// The id of the user at `position` (in `0..<count`), without making the profile.
    public func id(at position: Int) -> Int {
        DemoGitHubUserGenerator.id(seed: seed, index: position)
    }

    /// The position of the first user whose id is above `id`, or ``endIndex`` when there is none.
    public func firstIndex(withIDAbove id: Int) -> Int {
        let stride = DemoGitHubUserGenerator.idStride
        // Ids of position p lie in 16p+1…16p+15, so the answer is the position of `id` itself or the next.
        guard id >= 0 else { return startIndex }
        let position = Swift.min(id / stride, endIndex)
        return position < endIndex && self.id(at: position) <= id ? position + 1 : position
    }

    /// The position of the user with `id`, or `nil` when no user has it.
    public func firstIndex(ofID id: Int) -> Int? {
        guard id > 0 else { return nil }
        let position = id / DemoGitHubUserGenerator.idStride
        return position < endIndex && self.id(at: position) == id ? position : nil
    }

    /// The position of the user whose login is `login`, compared without regard to case as GitHub does, or `nil`.
    /// Makes at most one profile.
    public func firstIndex(ofLogin login: String) -> Int? {
        user(login: login)?.position
    }

    /// The user whose login is `login` (without regard to case) with its position, or `nil`; makes at most one
    /// profile.
    func user(login: String) -> (position: Int, user: GitHubUserDetailDTO)? {
        guard let position = DemoGitHubUserGenerator.index(namedBy: login), indices.contains(position) else {
            return nil
        }
        let user = self[position]
        return user.user.login.lowercased() == login.lowercased() ? (position, user) : nil
    }
}
