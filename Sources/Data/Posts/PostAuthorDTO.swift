import Domain

/// A post author as JSONPlaceholder sends it (`GET /users`), including address and company.
///
/// Only `id`, `name` and `username` are required; the contact details are tolerated when missing.
public struct PostAuthorDTO: Codable, Sendable, Equatable, Hashable {
    /// A postal address with its map position.
    public struct Address: Codable, Sendable, Equatable, Hashable {
        /// A map position; JSONPlaceholder writes the numbers as strings.
        public struct Geo: Codable, Sendable, Equatable, Hashable {
            /// The latitude, as text.
            public var lat: String?
            /// The longitude, as text.
            public var lng: String?

            /// Creates a position from its parts.
            public init(lat: String?, lng: String?) {
                self.lat = lat
                self.lng = lng
            }
        }

        /// The street.
        public var street: String?
        /// The apartment or suite.
        public var suite: String?
        /// The city.
        public var city: String?
        /// The postal code.
        public var zipcode: String?
        /// The map position.
        public var geo: Geo?

        /// Creates an address from its parts.
        public init(street: String?, suite: String?, city: String?, zipcode: String?, geo: Geo?) {
            self.street = street
            self.suite = suite
            self.city = city
            self.zipcode = zipcode
            self.geo = geo
        }
    }

    /// An employer.
    public struct Company: Codable, Sendable, Equatable, Hashable {
        /// The company name.
        public var name: String?
        /// The company's slogan.
        public var catchPhrase: String?
        /// What the company does, in buzzwords.
        public var bs: String?

        /// Creates a company from its parts.
        public init(name: String?, catchPhrase: String?, bs: String?) {
            self.name = name
            self.catchPhrase = catchPhrase
            self.bs = bs
        }
    }

    /// The author's id.
    public var id: Int
    /// The full name.
    public var name: String
    /// The short handle.
    public var username: String
    /// The e-mail address.
    public var email: String?
    /// The postal address.
    public var address: Address?
    /// The phone number as written.
    public var phone: String?
    /// The web site, usually without a scheme.
    public var website: String?
    /// The employer.
    public var company: Company?

    /// Creates a DTO from its parts.
    public init(
        id: Int,
        name: String,
        username: String,
        email: String? = nil,
        address: Address? = nil,
        phone: String? = nil,
        website: String? = nil,
        company: Company? = nil
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

    /// The domain author; blank contact details become `nil`.
    public func toDomain() -> PostAuthor {
        PostAuthor(
            id: id,
            name: name,
            username: username,
            email: LenientValue.text(email),
            phone: LenientValue.text(phone),
            website: LenientValue.text(website),
            companyName: LenientValue.text(company?.name),
            city: LenientValue.text(address?.city)
        )
    }

    /// The author's page: every part of the address and the company; blank texts become `nil`.
    public func toProfile() -> PostAuthorProfile {
        PostAuthorProfile(
            id: id,
            name: name,
            username: username,
            email: LenientValue.text(email),
            address: PostAuthorProfile.Address(
                street: LenientValue.text(address?.street), suite: LenientValue.text(address?.suite),
                city: LenientValue.text(address?.city), zipcode: LenientValue.text(address?.zipcode)),
            phone: LenientValue.text(phone),
            website: LenientValue.text(website),
            company: PostAuthorProfile.Company(
                name: LenientValue.text(company?.name), catchPhrase: LenientValue.text(company?.catchPhrase),
                business: LenientValue.text(company?.bs))
        )
    }
}
