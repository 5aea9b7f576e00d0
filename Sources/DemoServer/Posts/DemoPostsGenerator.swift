import Data
import Foundation

/// Builds a JSONPlaceholder-like feed from a seed: authors with addresses and companies,
/// posts assigned to authors in blocks, and a fixed number of comments per post.
struct DemoPostsGenerator {
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// `count` authors with ids 1…count.
    mutating func authors(count: Int) -> [PostAuthorDTO] {
        (0..<Swift.max(count, 0)).map { author(id: $0 + 1) }
    }

    /// `perAuthor` posts for each author, ids 1… in author order, as JSONPlaceholder numbers them.
    mutating func posts(authors: [PostAuthorDTO], perAuthor: Int) -> [PostDTO] {
        var posts: [PostDTO] = []
        for author in authors {
            for _ in 0..<Swift.max(perAuthor, 0) {
                posts.append(PostDTO(userId: author.id, id: posts.count + 1, title: title(), body: paragraph(lines: 4)))
            }
        }
        return posts
    }

    /// `perPost` comments for each post, ids 1… in post order.
    mutating func comments(posts: [PostDTO], perPost: Int) -> [CommentDTO] {
        var comments: [CommentDTO] = []
        for post in posts {
            for _ in 0..<Swift.max(perPost, 0) {
                comments.append(
                    CommentDTO(
                        postId: post.id,
                        id: comments.count + 1,
                        name: words(random.int(in: 3...6)),
                        email: commenterEmail(),
                        body: paragraph(lines: random.int(in: 3...4))
                    ))
            }
        }
        return comments
    }

    private mutating func author(id: Int) -> PostAuthorDTO {
        let given = random.pick(DemoNamePool.latin.given)
        let family = random.pick(DemoNamePool.latin.family)
        let username: String
        switch random.int(in: 0...3) {
        case 0: username = "\(given.ascii.capitalized).\(family.ascii.capitalized)"
        case 1: username = "\(given.ascii.capitalized)_\(family.ascii.capitalized)"
        case 2: username = "\(given.ascii.capitalized)\(random.int(in: 10...99))"
        default: username = "\(family.ascii.capitalized)\(given.ascii.prefix(1).uppercased())"
        }
        let partner = random.pick(DemoNamePool.latin.family)
        let companyName =
            random.chance(50)
            ? "\(family.shown)-\(partner.shown)" : "\(family.shown) \(random.pick(DemoVocabulary.companySuffixes))"
        return PostAuthorDTO(
            id: id,
            name: "\(given.shown) \(family.shown)",
            username: username,
            email: "\(given.ascii.capitalized)@\(family.ascii).\(random.pick(["example", "test", "invalid"]))",
            address: PostAuthorDTO.Address(
                street: "\(random.pick(DemoVocabulary.streetNames)) \(random.pick(DemoVocabulary.streetKinds))",
                suite: "\(random.chance(50) ? "Apt." : "Suite") \(random.int(in: 100...999))",
                city: random.pick(DemoVocabulary.cities),
                zipcode: "\(digits(5))-\(digits(4))",
                geo: PostAuthorDTO.Address.Geo(lat: coordinate(limit: 90), lng: coordinate(limit: 180))
            ),
            phone: phone(),
            website: "\(family.ascii).\(random.pick(["example", "example.org", "test"]))",
            company: PostAuthorDTO.Company(
                name: companyName,
                catchPhrase: [
                    random.pick(DemoVocabulary.catchPhraseStarts), random.pick(DemoVocabulary.catchPhraseMiddles),
                    random.pick(DemoVocabulary.catchPhraseEnds),
                ].joined(separator: " "),
                bs: "\(random.pick(DemoVocabulary.bsVerbs)) \(random.pick(DemoVocabulary.bsNouns))"
            )
        )
    }

    private mutating func title() -> String {
        var text: String
        switch random.int(in: 0...3) {
        case 0:
            text = "the \(random.pick(DemoVocabulary.adjectives)) \(random.pick(DemoVocabulary.nouns))"
        case 1:
            text =
                "why the \(random.pick(DemoVocabulary.nouns)) \(random.pick(DemoVocabulary.verbs)) the "
                + random.pick(DemoVocabulary.nouns)
        case 2:
            text = "notes on \(random.pick(DemoVocabulary.interests)) \(random.pick(DemoVocabulary.closings))"
        default:
            text = words(random.int(in: 4...8))
        }
        if random.chance(6) {
            text += " " + random.pick(DemoVocabulary.emoji)
        }
        return text
    }

    private mutating func paragraph(lines: Int) -> String {
        (0..<lines).map { _ in sentence() }.joined(separator: "\n")
    }

    private mutating func sentence() -> String {
        let subject = "\(random.pick(DemoVocabulary.adjectives)) \(random.pick(DemoVocabulary.nouns))"
        let object = "\(random.pick(DemoVocabulary.adjectives)) \(random.pick(DemoVocabulary.nouns))"
        return
            "the \(subject) \(random.pick(DemoVocabulary.verbs)) the \(object) \(random.pick(DemoVocabulary.closings))"
    }

    private mutating func words(_ count: Int) -> String {
        let pool = DemoVocabulary.adjectives + DemoVocabulary.nouns
        return (0..<count).map { _ in random.pick(pool) }.joined(separator: " ")
    }

    private mutating func commenterEmail() -> String {
        let given = random.pick(DemoNamePool.latin.given).ascii.capitalized
        let family = random.pick(DemoNamePool.latin.family).ascii
        let domain = random.pick(DemoVocabulary.mailDomains)
        switch random.int(in: 0...2) {
        case 0: return "\(given)@\(family).\(random.pick(["example", "test"]))"
        case 1: return "\(given)_\(family.capitalized)@\(domain)"
        default: return "\(given).\(family)\(random.int(in: 1...99))@\(domain)"
        }
    }

    private mutating func phone() -> String {
        switch random.int(in: 0...2) {
        case 0: return "1-555-\(digits(3))-\(digits(4)) x\(digits(random.int(in: 3...5)))"
        case 1: return "(555) \(digits(3))-\(digits(4))"
        default: return "555.\(digits(3)).\(digits(4))"
        }
    }

    private mutating func digits(_ count: Int) -> String {
        String((0..<count).map { _ in Character(String(random.int(in: 0...9))) })
    }

    /// A signed decimal with four places within ±`limit`, written without locale-dependent formatting.
    private mutating func coordinate(limit: Int) -> String {
        let value = random.int(in: (-limit * 10_000)...(limit * 10_000))
        let magnitude = abs(value)
        let fraction = String(magnitude % 10_000)
        let padded = String(repeating: "0", count: 4 - fraction.count) + fraction
        return "\(value < 0 ? "-" : "")\(magnitude / 10_000).\(padded)"
    }
}
