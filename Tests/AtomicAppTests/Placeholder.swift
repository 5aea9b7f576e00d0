enum AtomicAppTestsPlaceholder {}
