/// The features of the app, as the home screen lists them.
public enum Feature: String, Sendable, Equatable, Hashable, CaseIterable, Codable {
    /// Browsing GitHub users and their profiles (the GitHub REST API).
    case gitHubUsers
    /// Reading the posts feed with authors and comments (JSONPlaceholder).
    case posts
}
