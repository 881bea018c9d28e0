// Runs before `npm start`, `npm run dev` and `npm test` (npm's pre-scripts). Plain JavaScript on purpose: older Node
// versions cannot load the project's .ts files, so this is the one file they can run to say what is wrong.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `Maatglas heeft Node 24 nodig; dit is Node ${process.version}. Installeer Node 24 (zie README.md, "Node 24") en probeer het opnieuw.`,
  );
  process.exit(1);
}
