// TesseraRaster: placeholder until its issue lands.
