/// The person who wrote a ``Post``.
public struct PostAuthor: Sendable, Equatable, Hashable, Identifiable {
    /// The author's id; ``Post/userId`` refers to it.
    public let id: Int
    /// The author's full name.
    public let name: String
    /// The author's short handle.
    public let username: String
    /// The author's e-mail address, if known.
    public let email: String?
    /// The author's phone number as written, if known.
    public let phone: String?
    /// The author's web site as written (often without a scheme), if known.
    public let website: String?
    /// The name of the author's company, if known.
    public let companyName: String?
    /// The city of the author's address, if known.
    public let city: String?

    /// Creates an author from its parts; the contact details may be left out.
    public init(
        id: Int,
        name: String,
        username: String,
        email: String? = nil,
        phone: String? = nil,
        website: String? = nil,
        companyName: String? = nil,
        city: String? = nil
    ) {
        self.id = id
        self.name = name
        self.username = username
        self.email = email
        self.phone = phone
        self.website = website
        self.companyName = companyName
        self.city = city
    }
}
