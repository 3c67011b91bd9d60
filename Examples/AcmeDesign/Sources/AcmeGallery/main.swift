import AcmeCatalog
import TesseraGallery

GalleryCommand<AcmeCatalog>.main()
