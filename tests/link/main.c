/* main.c - the empty program each layer's library is linked into whole
 * (tests/CMakeLists.txt, the link_LAYER targets): every object of the
 * layer is kept, so a call it makes to a layer above it, which is not
 * linked, is an undefined reference and the build fails. */
int main(void)
{
    return 0;
}
