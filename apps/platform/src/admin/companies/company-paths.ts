import { paths } from '../../lib/paths';

/** The edit page of a company (the documents list only the create route; editing works like the others). */
export const editCompanyPath = (id: number | string) => `${paths.admin.root}/companies/edit/${id}`;
