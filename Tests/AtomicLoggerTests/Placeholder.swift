enum AtomicLoggerTestsPlaceholder {}
