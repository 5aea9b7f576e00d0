/// Everything JSONPlaceholder says about one author (`GET /users/{id}`): the author's page.
///
/// ``PostAuthor`` is what a post shows of its author; this adds the whole postal address and the company's
/// slogan and business. Every text is the server's, untrusted: a screen or a command sanitises it before it reaches a
/// terminal.
public struct PostAuthorProfile: Sendable, Equatable, Hashable, Identifiable {
    /// A postal address as JSONPlaceholder writes it; each part may be missing.
    public struct Address: Sendable, Equatable, Hashable {
        /// The street and number.
        public let street: String?
        /// The apartment or suite.
        public let suite: String?
        /// The city.
        public let city: String?
        /// The postal code, as written.
        public let zipcode: String?

        /// An address from its parts.
        public init(street: String? = nil, suite: String? = nil, city: String? = nil, zipcode: String? = nil) {
            self.street = street
            self.suite = suite
            self.city = city
            self.zipcode = zipcode
        }

        /// Whether no part is known.
        public var isEmpty: Bool { street == nil && suite == nil && city == nil && zipcode == nil }
    }

    /// An employer as JSONPlaceholder writes it; each part may be missing.
    public struct Company: Sendable, Equatable, Hashable {
        /// The company's name.
        public let name: String?
        /// The company's slogan.
        public let catchPhrase: String?
        /// What the company does, in buzzwords (JSONPlaceholder's `bs`).
        public let business: String?

        /// A company from its parts.
        public init(name: String? = nil, catchPhrase: String? = nil, business: String? = nil) {
            self.name = name
            self.catchPhrase = catchPhrase
            self.business = business
        }

        /// Whether no part is known.
        public var isEmpty: Bool { name == nil && catchPhrase == nil && business == nil }
    }

    /// The author's id; ``Post/userId`` refers to it.
    public let id: Int
    /// The author's full name.
    public let name: String
    /// The author's short handle.
    public let username: String
    /// The author's e-mail address, if known.
    public let email: String?
    /// The postal address; ``Address/isEmpty`` when none is known.
    public let address: Address
    /// The phone number as written, if known.
    public let phone: String?
    /// The web site as written (often without a scheme), if known.
    public let website: String?
    /// The employer; ``Company/isEmpty`` when none is known.
    public let company: Company

    /// An author's page from its parts; the contact details may be left out.
    public init(
        id: Int, name: String, username: String, email: String? = nil, address: Address = Address(),
        phone: String? = nil, website: String? = nil, company: Company = Company()
    ) {
        self.id = id
        self.name = name
        self.username = username
        self.email = email
        self.address = address
        self.phone = phone
        self.website = website
        self.company = company
    }
}
