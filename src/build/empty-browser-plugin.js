// An empty module that stands in, in the production JavaScript bundle (gatsby-node.ts), for Gatsby
// runtime files that have nothing to do on this site: the internal Partytown gatsby-browser.js
// (it only acts in `gatsby develop`, yet pulls gatsby-script and @builder.io/partytown into every
// page's app bundle) and register-service-worker.js (required only when a plugin registers a
// service worker).
module.exports = {};
