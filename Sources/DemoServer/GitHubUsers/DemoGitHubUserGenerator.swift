import Data
import Foundation

/// Builds GitHub-like user profiles from a seed, each on its own: increasing ids with gaps, unique logins,
/// names in many writing systems, blank fields where real profiles have them, and a few hostile texts.
///
/// The user at a position depends only on the seed, the position and the number of users (which spreads the
/// sign-up dates), never on the users before it: it has its own ``SplitMix64`` sequence, its id is computed from
/// its position, and its login ends with its position in decimal (a login with no digit at its end names one of
/// the fixed hostile profiles), so no two logins are alike and a login says where its user is.
struct DemoGitHubUserGenerator {
    /// The text carried by the profile whose bio tries to drive the terminal (retitle, clear screen).
    static let escapeSequenceBio = "Just a normal bio \u{1B}]0;pwned\u{07}\u{1B}[2J nothing to see here"

    /// The ids of one position: the user at position `p` has an id from `p × idStride + 1` to
    /// `p × idStride + idStride - 1`, so ids increase with gaps of 2 to 30.
    static let idStride = 16

    private var random: SplitMix64

    /// Where the demo users' avatars are served, GitHub's avatar URL shape on a host only the demo transport
    /// answers, so that demo mode never reaches the real avatar host.
    static let avatarBaseURL = "https://avatars.github.demo"

    /// The first user's creation time, 2008-01-10T00:00:00Z.
    private static let firstSignUp = 1_199_923_200
    /// The last user's creation time, 2025-12-01T00:00:00Z.
    private static let lastSignUp = 1_764_547_200

    /// The user at `index` of the `count` users made from `seed`.
    static func user(seed: UInt64, index: Int, count: Int) -> GitHubUserDetailDTO {
        var generator = DemoGitHubUserGenerator(random: SplitMix64(seed: seed, index: index))
        return generator.user(index: index, count: count, id: id(seed: seed, index: index))
    }

    /// The id of the user at `index` of the users made from `seed`, without making the rest of the profile.
    static func id(seed: UInt64, index: Int) -> Int {
        let offset = SplitMix64.mix(seed ^ 0x1D5_C0DE ^ SplitMix64.mix(UInt64(truncatingIfNeeded: index)))
        return index * idStride + 1 + Int(offset % UInt64(idStride - 1))
    }

    /// The position that `login` names (compared without regard to case): a hostile profile's fixed position, or
    /// the decimal number the login ends with; `nil` when it names none. The user there may still have another
    /// login: the caller compares.
    static func index(namedBy login: String) -> Int? {
        if let index = hostileIndexes[login.lowercased()] { return index }
        let digits = login.utf8.reversed().prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard !digits.isEmpty, digits.count <= 15 else { return nil }
        return Int(String(decoding: digits.reversed(), as: UTF8.self))
    }

    private mutating func user(index: Int, count: Int, id: Int) -> GitHubUserDetailDTO {
        let pools = DemoNamePool.all
        // The first rounds cycle through every pool so each writing system is always present.
        let pool = index < pools.count * 2 ? pools[index % pools.count] : weightedPool()
        let given = random.pick(pool.given)
        let family = random.pick(pool.family)
        let isOrganization = index > 20 && random.chance(3)

        var name: String?
        let login: String
        if isOrganization {
            let prefix = random.pick(DemoVocabulary.companyPrefixes)
            let suffix = random.pick(DemoVocabulary.companySuffixes)
            name = "\(prefix) \(suffix)"
            login = numberedLogin("\(prefix)-\(suffix)".lowercased(), index: index)
        } else {
            name = random.chance(12) ? nil : pool.fullName(given: given, family: family)
            if name != nil, random.chance(4) {
                name = (name ?? "") + " " + random.pick(DemoVocabulary.emoji)
            }
            let base = loginBase(given: given.ascii, family: family.ascii, named: name != nil)
            login = Self.hostileLogins[index] ?? numberedLogin(base, index: index)
        }

        var detail = GitHubUserDetailDTO(
            user: summary(id: id, login: login, type: isOrganization ? "Organization" : "User"),
            name: name,
            company: random.chance(45) ? company() : nil,
            blog: random.chance(50) ? "" : blog(login: login),
            location: random.chance(65) ? random.pick(pool.locations) : nil,
            email: random.chance(30) ? "\(login.lowercased())@\(random.pick(DemoVocabulary.mailDomains))" : nil,
            hireable: random.chance(25) ? true : nil,
            bio: random.chance(40) ? nil : bio(pool: pool, long: random.chance(4)),
            twitterUsername: random.chance(30) ? twitterHandle(login: login) : nil,
            publicRepos: random.skewed(in: 0...400),
            publicGists: random.skewed(in: 0...80),
            followers: random.skewed(in: 0...60_000),
            following: random.skewed(in: 0...900),
            createdAt: nil,
            updatedAt: nil
        )
        let span = (Self.lastSignUp - Self.firstSignUp) / Swift.max(count, 1)
        let created = Self.firstSignUp + span * index + random.int(in: 0...Swift.max(span - 1, 0))
        let updated = created + random.int(in: 0...(Self.lastSignUp + 86_400 * 30 - created))
        detail.createdAt = Self.timestamp(created)
        detail.updatedAt = Self.timestamp(updated)
        applyHostileText(index: index, to: &detail)
        return detail
    }

    /// The logins of the profiles changed by ``applyHostileText(index:to:)``, by position: the only logins that
    /// do not end with a digit.
    private static let hostileLogins = [7: "mallory-escapes", 11: "family-account", 13: "reversed-text"]
    /// The positions of ``hostileLogins``, by login.
    private static let hostileIndexes = Dictionary(uniqueKeysWithValues: hostileLogins.map { ($0.value, $0.key) })

    /// A few fixed profiles whose text is built to break careless terminal output.
    private func applyHostileText(index: Int, to detail: inout GitHubUserDetailDTO) {
        switch index {
        case 7:
            detail.name = "Mallory \u{1B}[31mRed\u{1B}[0m"
            detail.bio = Self.escapeSequenceBio
        case 11:
            detail.name = "👩‍👩‍👧‍👦 Family Account"
            detail.bio = Array(
                repeating: "A very long biography that keeps going to test wrapping and truncation.", count: 9
            )
            .joined(separator: " ")
        case 13:
            detail.name = "\u{202E}txet desrever\u{202C} Z̷a̴l̶g̵o"
            detail.bio = "Zero\u{200B}width\u{200B}spaces, tabs\tand a carriage\rreturn."
        default:
            break
        }
    }

    private mutating func weightedPool() -> DemoNamePool {
        let pools = DemoNamePool.all
        return random.chance(55) ? pools[0] : pools[random.int(in: 1...(pools.count - 1))]
    }

    private mutating func loginBase(given: String, family: String, named: Bool) -> String {
        guard named else {
            return "\(random.pick(DemoVocabulary.handleAdjectives))-\(random.pick(DemoVocabulary.handleNouns))"
        }
        switch random.int(in: 0...6) {
        case 0: return given.capitalized + family.capitalized
        case 1: return "\(given)-\(family)"
        case 2: return String(given.prefix(1)) + family
        case 3: return family + String(random.int(in: 10...99))
        case 4: return "\(given)-\(random.pick(DemoVocabulary.handleWords))"
        case 5: return given + family + String(random.int(in: 70...99))
        default: return "\(family)\(given.prefix(1))"
        }
    }

    /// `base` made into a valid login (ASCII letters, digits, single inner hyphens, at most 39 characters) that ends
    /// with `index` in decimal, after a hyphen when `base` ends with a digit and sometimes otherwise: the number
    /// makes it unlike every other user's, without regard to case.
    private mutating func numberedLogin(_ base: String, index: Int) -> String {
        // The outer hyphens are dropped byte by byte: a hyphen is one byte of UTF-8 and never part of another.
        let bytes = String(base.prefix(30)).utf8
        let dash = UInt8(ascii: "-")
        let start = bytes.firstIndex { $0 != dash } ?? bytes.endIndex
        let end = bytes.lastIndex { $0 != dash }.map(bytes.index(after:)) ?? start
        let stem = start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : "user"
        let endsWithDigit = stem.utf8.last.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false
        let hyphen = endsWithDigit || random.chance(50)
        return stem + (hyphen ? "-" : "") + String(index)
    }

    private func summary(id: Int, login: String, type: String) -> GitHubUserDTO {
        let api = "https://api.github.com/users/\(login)"
        let nodeID = Data("04:\(type)\(id)".utf8).base64EncodedString()
        return GitHubUserDTO(
            login: login,
            id: id,
            nodeID: nodeID,
            avatarURL: "\(Self.avatarBaseURL)/u/\(id)?v=4",
            gravatarID: "",
            url: api,
            htmlURL: "https://github.com/\(login)",
            followersURL: "\(api)/followers",
            followingURL: "\(api)/following{/other_user}",
            gistsURL: "\(api)/gists{/gist_id}",
            starredURL: "\(api)/starred{/owner}{/repo}",
            subscriptionsURL: "\(api)/subscriptions",
            organizationsURL: "\(api)/orgs",
            reposURL: "\(api)/repos",
            eventsURL: "\(api)/events{/privacy}",
            receivedEventsURL: "\(api)/received_events",
            type: type,
            userViewType: "public",
            siteAdmin: false
        )
    }

    private mutating func company() -> String {
        let prefix = random.pick(DemoVocabulary.companyPrefixes)
        let suffix = random.pick(DemoVocabulary.companySuffixes)
        return random.chance(50) ? "@\(prefix.lowercased())-\(suffix.lowercased())" : "\(prefix) \(suffix)"
    }

    private mutating func blog(login: String) -> String {
        let name = login.lowercased()
        switch random.int(in: 0...2) {
        case 0: return "https://\(name).example.dev"
        case 1: return "\(name).example.com"
        default: return "https://blog.example.org/\(name)"
        }
    }

    private func twitterHandle(login: String) -> String {
        String(login.replacingOccurrences(of: "-", with: "_").prefix(15))
    }

    private mutating func bio(pool: DemoNamePool, long: Bool) -> String {
        var sentences: [String] = []
        let sentenceCount = long ? random.int(in: 6...9) : random.int(in: 1...3)
        for position in 0..<sentenceCount {
            let kind = position == 0 ? 0 : random.int(in: 1...4)
            switch kind {
            case 0:
                sentences.append(
                    "\(random.pick(DemoVocabulary.roles)) working on \(random.pick(DemoVocabulary.interests)).")
            case 1:
                let first = random.pick(DemoVocabulary.interests)
                let second = random.pick(DemoVocabulary.interests)
                sentences.append(first == second ? "Mostly \(first)." : "Into \(first) and \(second).")
            case 2:
                sentences.append(random.pick(pool.phrases))
            case 3:
                sentences.append("Off-screen: \(random.pick(DemoVocabulary.hobbies)).")
            default:
                sentences.append(random.pick(DemoNamePool.latin.phrases))
            }
        }
        if pool.phrases != DemoNamePool.latin.phrases, random.chance(60) {
            sentences.insert(random.pick(pool.phrases), at: 0)
        }
        var seen: Set<String> = []
        var text = sentences.filter { seen.insert($0).inserted }.joined(separator: " ")
        if random.chance(25) {
            text += " " + random.pick(DemoVocabulary.emoji)
        }
        return text
    }

    private static func timestamp(_ seconds: Int) -> String {
        Date(timeIntervalSince1970: TimeInterval(seconds)).formatted(Date.ISO8601FormatStyle())
    }
}
