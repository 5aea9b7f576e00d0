import AtomicCore
import Foundation

/// The exchange itself: deadline, coalescing, redirects, the credential rule, unreachable hosts and retries.
extension HTTPClient {
    /// The validated response for `request` under `context`, shared with identical concurrent calls where allowed.
    func perform(_ request: TransportRequest, context: RequestContext) async throws(NetworkError) -> TransportResponse {
        let method = HTTPMethod(rawValue: request.httpMethod?.uppercased() ?? "GET") ?? .get
        let deadline =
            context.deadline ?? AuthenticationScope.deadline
            ?? Deadline(budget: configuration.deadline, now: clock.now)
        guard !deadline.hasPassed(at: clock.now) else { throw .deadlineExceeded(after: deadline.budget) }
        let bypassesCoolDown = context.bypassesCoolDown
        // The authenticator is asked only when nothing before it set `Authorization`, and then on every hop.
        var first = AuthenticatedRequest(request: request, credential: nil)
        var authenticator = self.authenticator
        if let asked = authenticator {
            if request.value(forHTTPHeaderField: "Authorization") == nil {
                first = try await authenticating(request, with: asked, deadline: deadline)
            } else {
                authenticator = nil
            }
        }
        let request = first.request
        let exchange: @Sendable () async -> Result<TransportResponse, NetworkError> = { [self, first, authenticator] in
            await self.following(
                first, authenticator: authenticator, method: method, deadline: deadline,
                bypassesCoolDown: bypassesCoolDown)
        }
        guard configuration.coalescesIdenticalRequests, method == .get || method == .head else {
            return try await exchange().get()
        }
        // Keyed on the request as the caller made it, before any redirect.
        // A call that bypasses the cool-down never joins one that may be answered by it, nor the reverse.
        let key = Self.coalescingKey(for: request, method: method) + (bypassesCoolDown ? "\nbypass" : "")
        return try await inFlight.run(key: key, operation: exchange).get()
    }

    /// Sends `request` and follows its redirects, hop by hop, within the hop limit; with an `authenticator`, asks
    /// it for each hop's credential and, after a `401` to one it gave, for a replacement, once.
    private func following(
        _ request: AuthenticatedRequest, authenticator: (any Authenticator)?, method: HTTPMethod, deadline: Deadline,
        bypassesCoolDown: Bool
    ) async -> Result<TransportResponse, NetworkError> {
        var current = request.request
        var credential = request.credential
        var hasRefreshed = false
        // At most a few hops: a list is searched faster than a set is hashed.
        var visited = [current.url?.absoluteString ?? ""]
        let limit = configuration.maximumRedirects
        while true {
            let outcome = await exchange(
                current, method: method, deadline: deadline, bypassesCoolDown: bypassesCoolDown)
            if case .failure(.unauthorized) = outcome, let authenticator, let rejected = credential, !hasRefreshed {
                hasRefreshed = true
                // The 401 says the server did nothing: the request is sent again whatever its method.
                switch await resending(current, rejected: rejected, with: authenticator, deadline: deadline) {
                case .success(let resent?):
                    current = resent.request
                    credential = resent.credential
                    continue
                case .success(nil):
                    return outcome
                case .failure(let error):
                    return .failure(error)
                }
            }
            guard case .success(let response) = outcome, Redirection.isFollowed(response, method: method) else {
                return outcome
            }
            guard visited.count <= limit else { return .failure(.tooManyRedirects(limit: limit)) }
            do throws(NetworkError) {
                current = try Redirection.request(
                    following: response, from: current, credentialFields: credentialFields)
                if let authenticator {
                    let hop = try await authenticating(current, with: authenticator, deadline: deadline)
                    current = hop.request
                    credential = hop.credential
                }
            } catch {
                return .failure(error)
            }
            current = withholdingCredentialsInClearText(current)
            let address = current.url?.absoluteString ?? ""
            guard !visited.contains(address) else { return .failure(.tooManyRedirects(limit: limit)) }
            visited.append(address)
        }
    }

    /// Sends `request` unless its host is known to be unreachable (and the call does not bypass the cool-down),
    /// and remembers whether the host answered.
    private func exchange(_ request: TransportRequest, method: HTTPMethod, deadline: Deadline, bypassesCoolDown: Bool)
        async
        -> Result<TransportResponse, NetworkError>
    {
        guard let unreachableHosts else {
            return await exchangeWithRetries(request, method: method, deadline: deadline)
        }
        if !bypassesCoolDown, let failure = unreachableHosts.failure(for: request.url, now: clock.now) {
            for observer in observers {
                observer.didFail(failure, for: request, attempt: 0, duration: .zero)
            }
            return .failure(failure)
        }
        let outcome = await exchangeWithRetries(request, method: method, deadline: deadline)
        unreachableHosts.record(outcome, for: request.url, now: clock.now)
        return outcome
    }

    /// Sends `request`, retrying under the policy within `deadline`, until it succeeds or fails for good.
    /// A redirect the client follows counts as success here.
    private func exchangeWithRetries(_ request: TransportRequest, method: HTTPMethod, deadline: Deadline) async
        -> Result<TransportResponse, NetworkError>
    {
        let validator = ResponseValidator(
            isConditional: request.value(forHTTPHeaderField: "If-None-Match") != nil
                || request.value(forHTTPHeaderField: "If-Modified-Since") != nil,
            sentCredentials: credentialFields.contains { request.value(forHTTPHeaderField: $0) != nil },
            redactor: SecretRedactor(request: request, credentialHeaderFields: credentialFields)
        )
        var attempt = 0
        while true {
            attempt += 1
            guard !Task.isCancelled else { return .failure(.cancelled) }
            let timeLeft = deadline.remaining(at: clock.now)
            guard timeLeft > .zero else { return .failure(.deadlineExceeded(after: deadline.budget)) }
            var limits = configuration.limits
            let isBoundByDeadline = timeLeft <= limits.timeout
            limits.timeout = min(limits.timeout, timeLeft)
            let start = clock.now
            let outcome: Result<TransportResponse, NetworkError>
            do throws(NetworkError) {
                outcome = .success(try await transport.send(request, limits: limits))
            } catch {
                outcome = .failure(error)
            }
            let duration = Duration.saturating(from: start, to: clock.now)
            var error: NetworkError
            var serverWait: Duration?
            switch outcome {
            case .success(let response):
                for observer in observers {
                    observer.didReceive(response, for: request, attempt: attempt, duration: duration)
                }
                if Redirection.isFollowed(response, method: method) {
                    return .success(response)
                }
                guard let failure = validator.error(for: response, now: clock.now) else {
                    return .success(response)
                }
                error = failure
                serverWait = ResponseValidator.serverWait(for: response, now: clock.now)
            case .failure(let failure):
                for observer in observers {
                    observer.didFail(failure, for: request, attempt: attempt, duration: duration)
                }
                error = failure
                // The attempt had all the time left and used it: the deadline, not the exchange, ran out.
                if failure == .timedOut && isBoundByDeadline && deadline.remaining(at: clock.now) < .seconds(1) {
                    error = .deadlineExceeded(after: deadline.budget)
                }
            }
            guard !Task.isCancelled else { return .failure(.cancelled) }
            let decision = configuration.retryPolicy.decision(
                after: error,
                attempt: attempt,
                method: method,
                serverWait: serverWait,
                unit: random.nextUnit()
            )
            switch decision {
            case .fail(let final):
                return .failure(final)
            case .retry(let delay):
                // A wait that would end at or past the deadline is not slept: the call fails now.
                guard delay < deadline.remaining(at: clock.now) else { return .failure(error) }
                for observer in observers {
                    observer.willRetry(request, after: error, attempt: attempt, delay: delay)
                }
                do {
                    try await clock.sleep(for: delay)
                } catch {
                    return .failure(.cancelled)
                }
            }
        }
    }

    /// `request` without its credential fields when it would carry them in clear text (plain `http` to a host
    /// other than a loopback address); the first time for each host, one warning says so.
    func withholdingCredentialsInClearText(_ request: TransportRequest) -> TransportRequest {
        // The fields first: most requests carry none, and taking the URL apart costs more than looking them up.
        let carried = credentialFields.filter { request.value(forHTTPHeaderField: $0) != nil }
        guard !carried.isEmpty, let origin = Origin(request.url), !origin.mayCarryCredentials else { return request }
        var stripped = request
        for name in carried {
            stripped.setValue(nil, forHTTPHeaderField: name)
        }
        let isFirst = warnedHosts.withLock { $0.insert(origin.hostAndPort).inserted }
        if isFirst, let warn = configuration.warningHandler {
            let names = carried.sorted().joined(separator: ", ")
            warn("not sending \(names) to \(origin.hostAndPort): the connection is plain http, not https")
        }
        return stripped
    }

    /// `request` with `authenticator`'s credential for its origin as `Authorization: Bearer <token>`, or without
    /// `Authorization` when it gives none, asked under `deadline`.
    ///
    /// - Throws: the authenticator's ``NetworkError``; ``NetworkError/invalidRequest(_:)`` for a token with a
    ///   control character.
    private func authenticating(_ request: TransportRequest, with authenticator: any Authenticator, deadline: Deadline)
        async throws(NetworkError) -> AuthenticatedRequest
    {
        var request = request
        request.setValue(nil, forHTTPHeaderField: "Authorization")
        guard let origin = Origin(request.url) else { return AuthenticatedRequest(request: request, credential: nil) }
        let answer = await AuthenticationScope.$deadline.withValue(deadline) {
            () async -> Result<AuthenticationCredential?, NetworkError> in
            do throws(NetworkError) {
                return .success(try await authenticator.credential(for: origin))
            } catch {
                return .failure(error)
            }
        }
        guard let credential = try answer.get() else { return AuthenticatedRequest(request: request, credential: nil) }
        return try attaching(credential, to: request)
    }

    /// The request to send again after `request`, carrying `rejected`, was answered `401`: with `authenticator`'s
    /// replacement, asked under `deadline`; `nil` when it has none (or gives `rejected` again).
    private func resending(
        _ request: TransportRequest, rejected: AuthenticationCredential, with authenticator: any Authenticator,
        deadline: Deadline
    ) async -> Result<AuthenticatedRequest?, NetworkError> {
        guard let origin = Origin(request.url) else { return .success(nil) }
        let answer = await AuthenticationScope.$deadline.withValue(deadline) {
            () async -> Result<AuthenticationCredential?, NetworkError> in
            do throws(NetworkError) {
                return .success(try await authenticator.refresh(rejected: rejected, for: origin))
            } catch {
                return .failure(error)
            }
        }
        do throws(NetworkError) {
            guard let replacement = try answer.get(), replacement != rejected else { return .success(nil) }
            let resent = try attaching(replacement, to: request)
            return .success(resent.credential == nil ? nil : resent)
        } catch {
            return .failure(error)
        }
    }

    /// `request` carrying `credential` as `Authorization: Bearer <token>`, unless the token is empty or the
    /// clear-text rule withholds it; the token is remembered for redaction.
    ///
    /// - Throws: ``NetworkError/invalidRequest(_:)`` when the token contains a control character.
    private func attaching(_ credential: AuthenticationCredential, to request: TransportRequest) throws(NetworkError)
        -> AuthenticatedRequest
    {
        let token = credential.token
        guard !token.isEmpty else { return AuthenticatedRequest(request: request, credential: nil) }
        guard !token.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            // Not "token contains": the redaction of error messages would take the word after "token" for a secret.
            throw .invalidRequest("The authenticator's credential contains control characters.")
        }
        authenticatorTokens.withLock { tokens in
            guard tokens.last != token else { return }
            tokens.removeAll { $0 == token }
            tokens.append(token)
            if tokens.count > Self.rememberedTokenLimit { tokens.removeFirst() }
        }
        var authorized = request
        authorized.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        let sent = withholdingCredentialsInClearText(authorized)
        let carries = sent.value(forHTTPHeaderField: "Authorization") != nil
        return AuthenticatedRequest(request: sent, credential: carries ? credential : nil)
    }

    /// Identifies identical requests: method, URL and every header field.
    private static func coalescingKey(for request: TransportRequest, method: HTTPMethod) -> String {
        let fields = (request.allHTTPHeaderFields ?? [:])
            .map { "\(HeaderName.lowercased($0.key)):\($0.value)" }
            .sorted()
            .joined(separator: "\n")
        return "\(method.rawValue) \(request.url?.absoluteString ?? "")\n\(fields)"
    }
}

/// A request with the ``Authenticator``'s credential it carries as `Authorization`, `nil` when it carries none of
/// the authenticator's.
struct AuthenticatedRequest: Sendable {
    /// The request, ready to send.
    var request: TransportRequest
    /// The credential its `Authorization` field was made of.
    var credential: AuthenticationCredential?
}
