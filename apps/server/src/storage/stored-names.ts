/**
 * The keys the app stores files under, in one place: the modules that write them and the
 * orphan sweep and backup that read them all use these, so a new kind of file (drawings were
 * PDF only, then JPEG and PNG too) cannot be written under a name the sweep does not know.
 */

/** Plan drawings: `drawings/<uuid>.pdf|jpg|png`, nothing a client can steer. */
export const DRAWINGS_PREFIX = 'drawings/';
export const STORED_DRAWING_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|jpg|png)$/;

/** Blog covers, named by their content: `covers/<sha256>.png|jpg|webp`. */
export const COVERS_PREFIX = 'covers/';
export const STORED_COVER_NAME = /^([0-9a-f]{64})\.(png|jpg|webp)$/;
