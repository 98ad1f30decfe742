/* sha256.h - SHA-256 (FIPS 180-4), for naming the kernel file a row ran:
 * the hex digest is what `sha256sum FILE` prints, so an instructor can
 * match a student's result to a file without simtlab. */
#ifndef SIMTLAB_SHA256_H
#define SIMTLAB_SHA256_H

#include <stddef.h>
#include <stdint.h>

/* 64 hex digits and a NUL. */
#define SL_SHA256_HEX 65

void sl_sha256(const void *data, size_t len, uint8_t digest[32]);

/* The digest of data as lower-case hex into hex[SL_SHA256_HEX]. */
void sl_sha256_hex(const void *data, size_t len, char hex[SL_SHA256_HEX]);

#endif
