// The errors catalogue (errors.ts): the pages shown when something goes wrong (a route that failed to load, no
// access, not found). Small and in the entry, so an error page has its words even when the network is gone. English,
// the source. Also what a screen reader hears while the first route loads.
export default {
  'errors.notFound.title': 'The page you are looking for is not found.',
  'errors.notFound.back': 'Return Login',
  'errors.routeError.title': 'Something went wrong.',
  'errors.routeError.reload': 'Reload the page',
  'errors.noAccess.title': "You don't have access to this page.",
  'errors.noAccess.body': 'Ask an administrator of your organization if you think you should.',
  'errors.backHome': 'Back to Home',
  'errors.loading': 'Loading...',
};
