// libchafa's own header, for tests only: they compare CChafaLoader's constants with chafa's (the program
// itself loads libchafa with dlopen and includes no chafa header).
#include <chafa.h>
