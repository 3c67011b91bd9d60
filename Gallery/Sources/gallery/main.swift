import GalleryCatalog
import TesseraGallery

// Tessera's gallery: its own catalog, given the whole `gallery` command line by TesseraGallery
// exactly as an adopting package's gallery is (docs/adopting.md).
GalleryCommand<Catalog>.main()
