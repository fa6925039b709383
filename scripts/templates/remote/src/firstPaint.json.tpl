{
  "__name__": { "width": "regular", "title": { "en": "__label__", "es": "__labelEs__" } }
}
