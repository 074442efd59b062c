// A multipart/form-data body carrying a picture in the field the upload route reads ("file").
export function pictureForm(
  bytes: Uint8Array,
  type = "image/png",
  field = "file",
  name = "me.png",
): FormData {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), name);
  return form;
}
