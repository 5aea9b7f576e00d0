/// What ``HTTPClient`` tells the code of an ``Authenticator`` it is waiting for, as task-local values.
enum AuthenticationScope {
    /// The deadline of the call that asked the authenticator; a call made meanwhile in the same task, or in a
    /// task started from it, with no deadline of its own gets this one.
    @TaskLocal static var deadline: Deadline?
}
