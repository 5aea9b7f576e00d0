/// Word lists the demo data is composed from.
enum DemoVocabulary {
    static let handleWords = [
        "dev", "codes", "io", "hq", "labs", "js", "rs", "ops", "build", "hacks", "bits", "stack", "cloud", "kit",
    ]

    static let handleNouns = [
        "otter", "falcon", "comet", "pixel", "kernel", "lichen", "harbor", "quartz", "nebula", "walrus", "maple",
        "cobalt", "ember", "tundra", "orbit", "sparrow", "basalt", "willow", "cipher", "glacier",
    ]

    static let handleAdjectives = [
        "quiet", "rapid", "lazy", "brave", "tiny", "cosmic", "rusty", "silent", "lucky", "misty", "bold", "gentle",
    ]

    static let companyPrefixes = [
        "Blue", "North", "Quiet", "Bright", "Iron", "Paper", "Lumen", "Cedar", "Harbor", "Atlas", "Nimbus", "Tide",
    ]

    static let companySuffixes = [
        "Labs", "Works", "Systems", "Studio", "Collective", "Foundry", "Cloud", "Data", "Software", "Robotics",
    ]

    static let interests = [
        "compilers", "type systems", "databases", "terminal tools", "distributed systems", "accessibility",
        "embedded Linux", "functional programming", "game engines", "static analysis", "CI pipelines",
        "observability", "mobile apps", "cryptography", "web performance", "developer tooling", "SQLite",
        "audio plugins", "map rendering", "bioinformatics",
    ]

    static let roles = [
        "Software engineer", "Backend developer", "iOS developer", "Site reliability engineer", "Student",
        "Researcher", "Indie hacker", "Open source maintainer", "Data engineer", "Designer who codes",
        "Engineering manager", "Security researcher",
    ]

    static let hobbies = [
        "climbing", "sourdough", "chess", "film photography", "trail running", "synthesizers", "birdwatching",
        "cycling", "board games", "knitting", "gardening", "tea",
    ]

    static let emoji = ["🚀", "🦀", "🐧", "☕", "🌱", "✨", "🎧", "🧪", "🛠️", "📚", "🏔️", "🌊", "👩‍💻", "🏳️‍🌈"]

    static let adjectives = [
        "quiet", "stale", "fresh", "careful", "broken", "patient", "simple", "honest", "narrow", "gentle", "slow",
        "bright", "hidden", "shared", "final", "early", "plain", "steady", "small", "whole",
    ]

    static let nouns = [
        "cache", "harbour", "lantern", "terminal", "morning", "river", "ledger", "garden", "signal", "window",
        "archive", "bridge", "compass", "kettle", "engine", "journal", "orchard", "beacon", "thread", "meadow",
        "cursor", "letter", "mirror", "station", "island", "pattern", "promise", "shelf", "tide", "workshop",
    ]

    static let verbs = [
        "keeps", "waits for", "remembers", "answers", "carries", "repairs", "follows", "measures", "outlasts",
        "returns", "shelters", "gathers", "names", "checks", "rewrites", "forgets",
    ]

    static let closings = [
        "before the week ends", "without a sound", "for the next reader", "when the network fails",
        "in plain words", "one page at a time", "after the rain", "on every start", "until someone asks",
    ]

    static let streetNames = [
        "Lantern", "Kestrel", "Orchard", "Willow", "Granite", "Harbour", "Meadow", "Copper", "Juniper", "Alder",
    ]

    static let streetKinds = ["Row", "Lane", "Street", "Avenue", "Court", "Crossing", "Way", "Terrace"]

    static let cities = [
        "Port Alder", "Westbrook", "Millhaven", "Eastmere", "Stonefield", "Larkspur Bay", "New Hollis", "Fernvale",
        "Brightwater", "Oakridge",
    ]

    static let catchPhraseStarts = ["Adaptive", "Resilient", "Quiet", "Modular", "Durable", "Transparent", "Humane"]
    static let catchPhraseMiddles = ["offline-first", "well-tested", "incremental", "cached", "layered", "portable"]
    static let catchPhraseEnds = ["tooling", "platform", "workflow", "interface", "architecture", "pipeline"]
    static let bsVerbs = ["ship", "measure", "simplify", "document", "stabilise", "streamline", "untangle"]
    static let bsNouns = ["durable systems", "honest metrics", "readable code", "small releases", "clear errors"]
    static let mailDomains = ["example.com", "example.org", "example.net", "mail.example", "inbox.example"]
}
