// libsixel, for tests only: they decode the sixel sequences libchafa writes.
#include <sixel.h>
