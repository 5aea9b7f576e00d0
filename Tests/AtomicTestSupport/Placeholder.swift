enum AtomicTestSupportPlaceholder {}
