// The impact report (GET /reports/impact) as a props-in view: the dashboard's report page and the page the server
// prints as the PDF.
export * from '../components/reports/types';
export * from '../components/reports/impact-report-view';
