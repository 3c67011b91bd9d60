// TesseraText: placeholder until its issue lands.
