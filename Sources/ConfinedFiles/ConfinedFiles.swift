// ConfinedFiles: opening the files a document names without leaving its folder.
//
// Scenes name images, display lists bitmaps, token resolvers token files and gallery manifests
// the images of their shards; all of these documents may come from a stranger (server-driven UI,
// files in a pull request). `FileRoot` resolves such a path after following every symbolic link
// and refuses it when it leaves the root; `RegularFile` opens only regular files, never blocks on
// a FIFO and reads no more than a limit. One place for it, so every reader gets the same rules
// and the same messages.
//
// What it must not know: any document format. It is dependency-free (but for the C library), so
// that every module, the layout engine included, can use it.
