import './roleForm.css';

/** Class names of the role editor (styled in roleForm.css). */
export const roleFormClasses = {
  tree: 'fd-rights-tree',
  children: 'fd-rights-children',
} as const;
