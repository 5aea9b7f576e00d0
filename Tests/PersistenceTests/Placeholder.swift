enum PersistenceTestsPlaceholder {}
