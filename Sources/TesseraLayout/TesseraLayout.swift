// TesseraLayout: placeholder until its issue lands.
