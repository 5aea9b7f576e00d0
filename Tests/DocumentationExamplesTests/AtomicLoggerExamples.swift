import AtomicLogger
import Testing

/// The examples of Sources/AtomicLogger/AtomicLogger.docc.
@Suite struct AtomicLoggerExamples {
    @Test func secretsAreRedactedBeforeAnySink() throws {
        let sink = MemoryLogSink()
        let logger = Logger(label: "atomic", level: .info, sinks: [sink])
            .registering(secret: "ghp_example")
        let network = logger.child(label: "networking")
        network.debug("not recorded: below .info")
        network.info("sent with ghp_example", metadata: ["authorization": "Bearer ghp_example"])
        let record = try #require(sink.records.first)
        #expect(sink.records.count == 1)
        #expect(record.label == "atomic.networking")
        #expect(!record.message.contains("ghp_example"))
        #expect(record.metadata["authorization"] == LogRedactor.replacement)
    }
}
