/// The features whose cache status the app reports: each row of the home screen (a `HomeEntry`) names one.
public enum Feature: String, Sendable, Equatable, Hashable, CaseIterable, Codable {
    /// Browsing GitHub users and their profiles (the GitHub REST API).
    case gitHubUsers
    /// Reading the posts feed with authors and comments (JSONPlaceholder).
    case posts
}
