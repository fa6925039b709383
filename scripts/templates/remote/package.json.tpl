{
  "name": "@hueso/mfe-__name__",
  "version": "0.1.0",
  "private": true,
  "scripts": {
    "build": "webpack --mode production",
    "start": "webpack serve --mode development",
    "typecheck": "tsc --noEmit -p ."
  },
  "dependencies": {}
}
